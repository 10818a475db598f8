/** The collapsible weather card of the chat demo (fixed mock data). */
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextSeparator } from "~/components/TextSeparator";
import { ChevronDown, ExternalLink, WeatherGlyph } from "./icons";
import { conditionAt, DAYS_SHOWN, HOURS_SHOWN, hourLabel, hourSlot, weatherIconFor, type WeatherCardData } from "./weather";

const deg = (n: number) => `${n}°C`;

/**
 * `summaryOnly`: the card's head alone, not a control (the sample conversation
 * shown without JavaScript: nothing to expand, and no dates or time of day in a
 * cached page). `at`: the time the card is drawn for (tests); now by default.
 */
export function WeatherCard({ data, summaryOnly = false, at }: { data: WeatherCardData; summaryOnly?: boolean; at?: Date }) {
  const { t, i18n } = useTranslation("showcase");
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const now = useMemo(() => at ?? new Date(), [at]);
  const label = (key: string) => t(`weather.conditions.${key}`);
  const current = data.currentWeather;
  const currentCondition = conditionAt(current.condition, now, data.sunMoon);

  const dayLabel = (offset: number) => {
    if (offset === 0) return t("weather.today");
    if (offset === 1) return t("weather.tomorrow");
    const d = new Date(now);
    d.setDate(d.getDate() + offset);
    return new Intl.DateTimeFormat(i18n.language, { weekday: "long" }).format(d);
  };
  const dateLabel = (offset: number) => {
    const d = new Date(now);
    d.setDate(d.getDate() + offset);
    return new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short" }).format(d);
  };

  if (summaryOnly)
    return (
      <div className="weather-card" data-testid="weather-card">
        <div className="weather-summary">
          <WeatherGlyph icon={weatherIconFor(label(current.condition))} size={36} className="weather-main-icon" />
          <span className="weather-summary-text">
            <span className="weather-location">{t("weather.location")}</span>
            <TextSeparator />
            <span className="weather-temp">{deg(current.temperature)}</span>
            <TextSeparator />
            <span className="weather-condition">{label(current.condition)}</span>
          </span>
        </div>
      </div>
    );

  return (
    <div className="weather-card" data-testid="weather-card" data-expanded={expanded}>
      <button
        type="button"
        className="weather-summary"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((v) => !v)}
      >
        <WeatherGlyph icon={weatherIconFor(label(currentCondition))} size={36} className="weather-main-icon" />
        <span className="weather-summary-text">
          <span className="weather-location">{t("weather.location")}</span>
          <span className="weather-temp" data-testid="weather-temp">
            {deg(current.temperature)}
          </span>
          <span className="weather-condition">{label(currentCondition)}</span>
        </span>
        <span className="weather-toggle">
          <span className="visually-hidden">{expanded ? t("weather.toggleHide") : t("weather.toggleShow")}</span>
          <ChevronDown className="weather-chevron" />
        </span>
      </button>

      <div id={panelId} className="weather-details" hidden={!expanded}>
        <p className="weather-feels">
          {t("weather.feelsLike", { temp: deg(current.realFeel) })} ·{" "}
          {t("weather.todaySummary", { high: deg(data.todayForecast.highTemp), low: deg(data.todayForecast.lowTemp) })}
        </p>

        <h4>{t("weather.outlook")}</h4>
        <p>{t(data.perspectives)}</p>

        <h4>{t("weather.hourly")}</h4>
        <ul className="weather-hours" data-testid="weather-hours">
          {data.hourlyForecast.slice(0, HOURS_SHOWN).map((h) => {
            const condition = conditionAt(h.condition, hourSlot(now, h.offsetHours), data.sunMoon);
            return (
              <li key={h.offsetHours}>
                <span className="weather-time">{hourLabel(now, h.offsetHours)}</span>
                <WeatherGlyph icon={weatherIconFor(label(condition))} size={20} />
                <span className="weather-value">{deg(h.temperature)}</span>
                <span className="weather-note">{label(condition)}</span>
                <span className="weather-note">{t("weather.precipitation", { value: h.precipitation })}</span>
              </li>
            );
          })}
        </ul>

        <h4>{t("weather.daily")}</h4>
        <ul className="weather-days" data-testid="weather-days">
          {data.dailyForecasts.slice(0, DAYS_SHOWN).map((d) => (
            <li key={d.offsetDays}>
              <span className="weather-day">{dayLabel(d.offsetDays)}</span>
              <span className="weather-note">{dateLabel(d.offsetDays)}</span>
              <WeatherGlyph icon={weatherIconFor(label(d.condition))} size={20} />
              <span className="weather-note">{label(d.condition)}</span>
              <span className="weather-value">{t("weather.highLow", { high: deg(d.highTemp), low: deg(d.lowTemp) })}</span>
            </li>
          ))}
        </ul>

        <h4>{t("weather.sunMoon")}</h4>
        <dl className="weather-sunmoon">
          {data.sunMoon.map((s) => (
            <div key={s.type}>
              <dt>{t(`weather.${s.type}`)}</dt>
              <dd>
                {t("weather.rise")} {s.rise} · {t("weather.set")} {s.set} · {t("weather.duration")} {s.duration}
              </dd>
            </div>
          ))}
        </dl>

        <h4>{t("weather.airQuality")}</h4>
        <p>{t("weather.airQualityValue", { aqi: data.airQuality.aqi })}</p>

        <h4>{t("weather.allergies")}</h4>
        <ul className="weather-list">
          {data.allergies.map((a) => (
            <li key={a.type}>
              {t("weather.allergyLine", { type: t(`weather.allergyTypes.${a.type}`), level: t(`weather.levels.${a.level}`) })}
            </li>
          ))}
        </ul>

        <h4>{t("weather.alerts")}</h4>
        <ul className="weather-list">
          {data.alerts.map((a) => (
            <li key={a.type}>
              <strong>{t(`weather.alertTypes.${a.type}`)}</strong>{" "}
              {t("weather.alertLine", { period: a.period, text: t(`weather.alertTexts.${a.description}`) })}
            </li>
          ))}
        </ul>

        <a className="weather-link" href={data.shareable_url} target="_blank" rel="noopener noreferrer">
          {t("weather.fullDetails")}
          <span className="visually-hidden"> {t("weather.newTab")}</span>
          <ExternalLink size={14} />
        </a>
      </div>
    </div>
  );
}
