/**
 * The emulator keys' effects on volume and speed (volume 0.8 at first, in
 * steps of 0.1, speed in steps of 0.1). Pure; the frame applies the result.
 */
import type { ControlAction } from "./keys";

export const DEFAULT_VOLUME = 0.8;
export const VOLUME_STEP = 0.1;
export const DEFAULT_SPEED = 1;
export const SPEED_STEP = 0.1;
export const MIN_SPEED = 0.1;
export const MAX_SPEED = 3;

export interface PlaybackSettings {
  volume: number;
  speed: number;
}

export function defaultSettings(): PlaybackSettings {
  return { volume: DEFAULT_VOLUME, speed: DEFAULT_SPEED };
}

/** One decimal, so ten steps of 0.1 land exactly on 1. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The settings after a volume or speed key (other actions leave them as they are). */
export function applyControl(settings: PlaybackSettings, action: ControlAction): PlaybackSettings {
  switch (action) {
    case "volumeDown":
      return { ...settings, volume: tenth(clamp(settings.volume - VOLUME_STEP, 0, 1)) };
    case "volumeUp":
      return { ...settings, volume: tenth(clamp(settings.volume + VOLUME_STEP, 0, 1)) };
    case "speedUp":
      return { ...settings, speed: tenth(clamp(settings.speed + SPEED_STEP, MIN_SPEED, MAX_SPEED)) };
    case "speedDown":
      return { ...settings, speed: tenth(clamp(settings.speed - SPEED_STEP, MIN_SPEED, MAX_SPEED)) };
    case "resetSpeed":
      return { ...settings, speed: DEFAULT_SPEED };
    default:
      return settings;
  }
}

/** The core's frame-rate target for a speed (60 fps at 1.0). */
export function fpsTargetForSpeed(speed: number): number {
  return Math.max(1, Math.round(60 * speed));
}
