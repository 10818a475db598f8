/**
 * Skills: six categories chosen from a side list; the selected one
 * shows its skills with a proficiency (Expert, Confirmed, Intermediate).
 *
 * Progressive enhancement: the server renders one category, the one `?skill=`
 * names (the first by default), with links (`?skill=<id>#skills`) that show the
 * others without JavaScript; once hydrated the links become a WAI-ARIA tabs
 * widget (arrow keys, Home/End, roving tabindex). The server and the first
 * client render have the same height, so a deep link lands where it should.
 */
import { ContentIcon } from "~/components/content-icons";
import { TextSeparator } from "~/components/TextSeparator";
import { m, useReducedMotion } from "framer-motion";
import { useLocation } from "@remix-run/react";
import { useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/use-hydrated";
import { useContent } from "~/content/use-content";
import { skillName, type Language, type Proficiency, type SkillCategory } from "~/content/types";
import { tabColumns, tabIndexForKey } from "./tabs-keys";
import { toLang } from "~/i18n/config";
import { SectionHeading } from "../SectionHeading";

const LEVEL_WIDTH: Record<Proficiency, string> = { Expert: "100%", Confirmed: "75%", Intermediate: "50%" };

const tabId = (id: string) => `skills-tab-${id}`;
const panelId = (id: string) => `skills-panel-${id}`;
const headingId = (id: string) => `skills-heading-${id}`;

export function Skills({ initial = 0 }: { initial?: number }) {
  const { t, i18n } = useTranslation("skills");
  const lng: Language = toLang(i18n.language);
  const categories = useContent().skillCategories;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(initial);
  const location = useLocation();
  const linkTo = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set("skill", id);
    return `?${params.toString()}#skills`;
  };
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const reducedMotion = useReducedMotion();

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, categories.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const label = (category: SkillCategory) => (
    <>
      <span className="skills-tab-label">
        {category.icon ? <ContentIcon className="skills-tab-icon" name={category.icon} size={16} /> : null}
        {category.label[lng]}
      </span>
      <TextSeparator />
      <span className="skills-tab-alt">{category.altLabel[lng]}</span>
      <TextSeparator />
      <span className="skills-tab-count">{t("count", { count: category.skills.length })}</span>
    </>
  );

  return (
    <section id="skills" className="section skills" aria-labelledby="skills-title" data-enhanced={hydrated ? "true" : "false"}>
      <div className="container">
        <SectionHeading section="skills" command={t("prompt")} title={t("title")} />
        <div className="skills-layout" style={{ "--skills-columns": tabColumns(categories.length) } as CSSProperties}>
          {hydrated ? (
            <div className="skills-tabs" role="tablist" aria-label={t("categoriesLabel")}>
              {categories.map((category, index) => (
                <button
                  key={category.id}
                  ref={(el) => {
                    tabRefs.current[index] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(category.id)}
                  className="skills-tab"
                  aria-selected={index === selected}
                  aria-controls={panelId(category.id)}
                  tabIndex={index === selected ? 0 : -1}
                  onClick={() => setSelected(index)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                  data-category={category.id}
                >
                  {label(category)}
                </button>
              ))}
            </div>
          ) : (
            <nav className="skills-tabs" aria-label={t("categoriesLabel")}>
              <ul>
                {categories.map((category, index) => (
                  <li key={category.id}>
                    <a
                      className="skills-tab"
                      href={linkTo(category.id)}
                      aria-current={index === selected ? "true" : undefined}
                      data-category={category.id}
                    >
                      {label(category)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="skills-panels">
            {categories.map((category, index) => {
              const isSelected = index === selected;
              return (
                // Without JavaScript the categories are links, not tabs: each panel is a section (a region)
                // named by its heading; once they are tabs, a tab panel named by its tab.
                <section
                  key={category.id}
                  id={panelId(category.id)}
                  className="skills-panel"
                  role={hydrated ? "tabpanel" : undefined}
                  aria-labelledby={hydrated ? tabId(category.id) : headingId(category.id)}
                  tabIndex={hydrated ? 0 : -1}
                  hidden={!isSelected}
                  data-category={category.id}
                >
                  <h3 id={headingId(category.id)} className="skills-panel-title">
                    {category.label[lng]} <span className="skills-tab-alt">· {category.altLabel[lng]}</span>
                  </h3>
                  <m.ul
                    key={hydrated && isSelected ? `shown-${category.id}` : category.id}
                    className="skill-list"
                    initial={false}
                    animate={hydrated && isSelected && !reducedMotion ? { opacity: [0, 1], x: [12, 0] } : undefined}
                    transition={{ duration: 0.25 }}
                  >
                    {category.skills.map((skill) => (
                      <li key={skill.name} className="skill-item" data-level={skill.proficiency}>
                        <span className="skill-name">{skillName(skill, lng)}</span>
                        <TextSeparator text=" — " />
                        <span className="skill-level">{t(`levels.${skill.proficiency}`)}</span>
                        <span className="skill-meter" aria-hidden="true">
                          <span style={{ width: LEVEL_WIDTH[skill.proficiency] }} />
                        </span>
                      </li>
                    ))}
                  </m.ul>
                </section>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
