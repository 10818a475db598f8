/**
 * The weather card's data (fixed mocks: Paris, 15°C) and the pure icon choice.
 * Conditions are stable keys; their labels live in the showcase locale files.
 */

export type ConditionKey = "partlyCloudy" | "sunnyIntervals" | "cloudy" | "showers" | "clearNight" | "partlyCloudyNight";
export type WeatherIcon = "sun" | "moon" | "partly" | "cloud" | "rain" | "storm" | "wind";
export type Level = "low" | "moderate" | "high";

export interface HourlyForecast {
  /** Hours from now (1..4); the view turns it into a clock time. */
  offsetHours: number;
  temperature: number;
  condition: ConditionKey;
  precipitation: number;
}

export interface DailyForecast {
  /** Days from today (0 = today, 1 = tomorrow, 2 = the day after). */
  offsetDays: number;
  highTemp: number;
  lowTemp: number;
  condition: ConditionKey;
}

export interface SunMoon {
  type: "sun" | "moon";
  rise: string;
  set: string;
  duration: string;
}

export interface WeatherCardData {
  location: string;
  currentWeather: { temperature: number; condition: ConditionKey; realFeel: number };
  /** Locale key of the outlook text. */
  perspectives: string;
  hourlyForecast: HourlyForecast[];
  todayForecast: { highTemp: number; lowTemp: number; condition: ConditionKey };
  dailyForecasts: DailyForecast[];
  sunMoon: SunMoon[];
  airQuality: { aqi: number };
  allergies: Array<{ type: "tree" | "grass" | "dust"; level: Level }>;
  alerts: Array<{ type: "wind"; description: "wind"; period: string }>;
  shareable_url: string;
}

/** The card shows the next 4 hours and 3 days. */
export const HOURS_SHOWN = 4;
export const DAYS_SHOWN = 3;

export const PARIS_WEATHER: WeatherCardData = {
  location: "Paris",
  currentWeather: { temperature: 15, condition: "partlyCloudy", realFeel: 13 },
  perspectives: "weather.outlookText",
  hourlyForecast: [
    { offsetHours: 1, temperature: 15, condition: "partlyCloudy", precipitation: 10 },
    { offsetHours: 2, temperature: 16, condition: "sunnyIntervals", precipitation: 5 },
    { offsetHours: 3, temperature: 16, condition: "sunnyIntervals", precipitation: 5 },
    { offsetHours: 4, temperature: 14, condition: "cloudy", precipitation: 20 },
    { offsetHours: 5, temperature: 13, condition: "showers", precipitation: 60 },
  ],
  todayForecast: { highTemp: 17, lowTemp: 9, condition: "partlyCloudy" },
  dailyForecasts: [
    { offsetDays: 0, highTemp: 17, lowTemp: 9, condition: "partlyCloudy" },
    { offsetDays: 1, highTemp: 14, lowTemp: 8, condition: "showers" },
    { offsetDays: 2, highTemp: 16, lowTemp: 7, condition: "sunnyIntervals" },
    { offsetDays: 3, highTemp: 18, lowTemp: 10, condition: "cloudy" },
  ],
  sunMoon: [
    { type: "sun", rise: "07:42", set: "17:08", duration: "9h 26m" },
    { type: "moon", rise: "13:15", set: "23:58", duration: "10h 43m" },
  ],
  airQuality: { aqi: 42 },
  allergies: [
    { type: "tree", level: "low" },
    { type: "grass", level: "moderate" },
    { type: "dust", level: "low" },
  ],
  alerts: [{ type: "wind", description: "wind", period: "18:00 – 23:00" }],
  shareable_url: "https://meteofrance.com/previsions-meteo-france/paris/75000",
};

/** Lowercase, accents removed: "Dégagé" -> "degage". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Picks the icon from the words of a condition (French, the source API's
 * language, plus their English equivalents). Order matters: storms before
 * rain, night before "clair", sunny intervals before clouds. Default: cloud.
 */
const RULES: Array<[WeatherIcon, string[]]> = [
  ["storm", ["orage", "storm", "thunder"]],
  ["rain", ["pluie", "averse", "rain", "shower", "drizzle"]],
  ["moon", ["nuit", "night"]],
  ["partly", ["eclaircie", "sunny interval", "partly", "partiellement"]],
  ["wind", ["vent", "wind"]],
  ["cloud", ["nuage", "couvert", "cloud", "overcast"]],
  ["sun", ["soleil", "clair", "degage", "sun", "clear"]],
];

export function weatherIconFor(condition: string | null | undefined): WeatherIcon {
  const words = fold(condition ?? "");
  for (const [icon, keys] of RULES) {
    if (keys.some((key) => words.includes(key))) return icon;
  }
  return "cloud";
}

/** The start of the hour `offsetHours` after `now` (local time). */
export function hourSlot(now: Date, offsetHours: number): Date {
  const d = new Date(now.getTime());
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + offsetHours);
  return d;
}

/** "14:00" style clock label, `offsetHours` after `now` (local time). */
export function hourLabel(now: Date, offsetHours: number): string {
  return `${String(hourSlot(now, offsetHours).getHours()).padStart(2, "0")}:00`;
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Whether the sun is down at this time of day, by the data's sunrise and sunset ("07:42", "17:08"). */
export function isNight(at: Date, sunMoon: SunMoon[]): boolean {
  const sun = sunMoon.find((entry) => entry.type === "sun");
  if (!sun) return false;
  const minutes = at.getHours() * 60 + at.getMinutes();
  return minutes < minutesOf(sun.rise) || minutes >= minutesOf(sun.set);
}

/** What a daytime condition is called once the sun has set: no "sunny intervals" at midnight. */
const AT_NIGHT: Partial<Record<ConditionKey, ConditionKey>> = {
  sunnyIntervals: "clearNight",
  partlyCloudy: "partlyCloudyNight",
};

/** The condition as it reads at that time of day (clouds and showers read the same by night). */
export function conditionAt(condition: ConditionKey, at: Date, sunMoon: SunMoon[]): ConditionKey {
  return isNight(at, sunMoon) ? (AT_NIGHT[condition] ?? condition) : condition;
}
