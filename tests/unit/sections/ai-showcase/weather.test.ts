import { describe, expect, it } from "vitest";
import { DAYS_SHOWN, HOURS_SHOWN, hourLabel, PARIS_WEATHER, weatherIconFor } from "~/sections/ai-showcase/weather";

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
