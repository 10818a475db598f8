import { describe, expect, it } from "vitest";
import { PARIS_WEATHER } from "~/sections/ai-showcase/weather";
import { WeatherCard } from "~/sections/ai-showcase/WeatherCard";
import { htmlText } from "../../../helpers/html-text";
import { typographyProblems } from "../../../helpers/french-typography";
import { renderSection } from "../../../helpers/render-section";

/** The card's next hours, drawn at `at`: "00:00 ... Clear night ..." per hour. */
async function hours(at: Date, lng = "en"): Promise<string[]> {
  const html = await renderSection(<WeatherCard data={PARIS_WEATHER} at={at} />, lng);
  const list = /<ul class="weather-hours"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => htmlText(match[1].replace(/<\/span>/g, "</span> ")).trim());
}

const summary = async (at: Date, lng = "en") =>
  htmlText(
    /<span class="weather-condition">([\s\S]*?)<\/span>/.exec(
      await renderSection(<WeatherCard data={PARIS_WEATHER} at={at} />, lng),
    )?.[1] ?? "",
  );

describe("the weather card by night", () => {
  it("shows night conditions after sunset: no sunny intervals at midnight", async () => {
    const night = await hours(new Date(2026, 10, 28, 23, 30));
    expect(night.map((line) => line.slice(0, 5))).toEqual(["00:00", "01:00", "02:00", "03:00"]);
    expect(night.join("\n")).not.toMatch(/Sunny intervals|Partly cloudy(?! night)/);
    expect(night[0]).toContain("Partly cloudy night");
    expect(night[1]).toContain("Clear night");
    expect(night[3]).toContain("Cloudy");
    expect(await summary(new Date(2026, 10, 28, 23, 30))).toBe("Partly cloudy night");
    expect((await hours(new Date(2026, 10, 28, 23, 30), "fr"))[1]).toContain("Nuit claire");
  });

  it("keeps the daytime conditions while the sun is up", async () => {
    const day = await hours(new Date(2026, 10, 28, 10, 15));
    expect(day[1]).toContain("Sunny intervals");
    expect(day[0]).toContain("Partly cloudy");
    expect(await summary(new Date(2026, 10, 28, 10, 15))).toBe("Partly cloudy");
  });

  it("the hour the sun sets is night, the hour after it rises is day", async () => {
    // Sunrise 07:42, sunset 17:08 in the mock: 17:00 is still day, 18:00 night; 07:00 night, 08:00 day.
    expect((await hours(new Date(2026, 10, 28, 15, 0))).map((line) => /Sunny intervals|Clear night/.exec(line)?.[0])).toEqual([
      undefined,
      "Sunny intervals",
      "Clear night",
      undefined,
    ]);
    expect((await hours(new Date(2026, 10, 28, 5, 0))).map((line) => /Sunny intervals|Clear night/.exec(line)?.[0])).toEqual([
      undefined,
      "Clear night",
      "Sunny intervals",
      undefined,
    ]);
  });
});

describe("the weather card in French", () => {
  it("puts a non-breaking space before each colon", async () => {
    const html = await renderSection(<WeatherCard data={PARIS_WEATHER} at={new Date(2026, 10, 28, 10, 15)} />, "fr");
    const text = htmlText(html);
    expect(text).toContain("Pollen d'arbres\u00a0: Faible");
    expect(text).toContain("(18:00 – 23:00)\u00a0: Rafales");
    expect(typographyProblems(text)).toEqual([]);
  });
});
