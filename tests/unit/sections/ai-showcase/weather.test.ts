import { describe, expect, it } from "vitest";
import { conditionAt, DAYS_SHOWN, HOURS_SHOWN, hourLabel, isNight, PARIS_WEATHER, weatherIconFor } from "~/sections/ai-showcase/weather";

describe("weatherIconFor", () => {
  it.each([
    ["Ensoleillé", "sun"],
    ["Soleil", "sun"],
    ["Ciel clair", "sun"],
    ["Ciel dégagé", "sun"],
    ["Degage", "sun"],
    ["Nuageux", "cloud"],
    ["Couvert", "cloud"],
    ["Pluie faible", "rain"],
    ["Averses", "rain"],
    ["Orage", "storm"],
    ["Averses orageuses", "storm"],
    ["Vent fort", "wind"],
    ["Nuit claire", "moon"],
    ["Éclaircies", "partly"],
    ["Nuageux avec éclaircies", "partly"],
    ["Partly cloudy", "partly"],
    ["Sunny intervals", "partly"],
    ["Cloudy", "cloud"],
    ["Showers", "rain"],
  ])("%s -> %s", (condition, icon) => {
    expect(weatherIconFor(condition)).toBe(icon);
  });

  it("defaults to a cloud for unknown or empty conditions", () => {
    expect(weatherIconFor("Brouillard")).toBe("cloud");
    expect(weatherIconFor("")).toBe("cloud");
    expect(weatherIconFor(undefined)).toBe("cloud");
  });
});

describe("Paris mock", () => {
  it("is Paris at 15°C with enough forecasts for 4 hours and 3 days", () => {
    expect(PARIS_WEATHER.location).toBe("Paris");
    expect(PARIS_WEATHER.currentWeather.temperature).toBe(15);
    expect(PARIS_WEATHER.hourlyForecast.length).toBeGreaterThanOrEqual(HOURS_SHOWN);
    expect(PARIS_WEATHER.dailyForecasts.length).toBeGreaterThanOrEqual(DAYS_SHOWN);
    expect(HOURS_SHOWN).toBe(4);
    expect(DAYS_SHOWN).toBe(3);
  });

  it("labels hours on the clock, wrapping at midnight", () => {
    expect(hourLabel(new Date(2026, 0, 1, 13, 27), 1)).toBe("14:00");
    expect(hourLabel(new Date(2026, 0, 1, 23, 5), 2)).toBe("01:00");
  });
});

describe("night conditions", () => {
  const sun = PARIS_WEATHER.sunMoon; // sunrise 07:42, sunset 17:08
  const at = (hours: number, minutes = 0) => new Date(2026, 10, 28, hours, minutes);

  it("is night before sunrise and from sunset on", () => {
    expect([at(0), at(7, 41), at(7, 42), at(12), at(17, 7), at(17, 8), at(23, 59)].map((d) => isNight(d, sun))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(isNight(at(0), [])).toBe(false);
  });

  it("renames the sunny conditions at night, with a moon icon; clouds and showers stay", () => {
    expect(conditionAt("sunnyIntervals", at(0), sun)).toBe("clearNight");
    expect(conditionAt("partlyCloudy", at(22), sun)).toBe("partlyCloudyNight");
    expect(conditionAt("cloudy", at(0), sun)).toBe("cloudy");
    expect(conditionAt("showers", at(0), sun)).toBe("showers");
    expect(conditionAt("sunnyIntervals", at(12), sun)).toBe("sunnyIntervals");
    expect(weatherIconFor("Clear night")).toBe("moon");
    expect(weatherIconFor("Partly cloudy night")).toBe("moon");
    expect(weatherIconFor("Nuit partiellement nuageuse")).toBe("moon");
  });
});
