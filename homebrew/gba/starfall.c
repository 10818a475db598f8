/*
 * Starfall: a GBA game in mode 0. Steer the ship along the bottom of a
 * scrolling starfield, dodge the falling rocks and catch the stars; the rocks
 * come faster and thicker as the score rises. Three shields, then game over.
 * The best score lives in the cartridge's SRAM (see save.c).
 *
 * Display: BG0 = text (title, HUD, messages), BG1 = starfield (scrolls while
 * playing); ship, rocks and stars are hardware sprites. The loop waits for
 * each VBlank with the BIOS call, so it runs once per frame (60 Hz).
 */
#include "starfall.h"

/* ---- hardware ---------------------------------------------------------- */
#define REG_DISPCNT (*(volatile u16 *)0x04000000)
#define REG_DISPSTAT (*(volatile u16 *)0x04000004)
#define REG_BG0CNT (*(volatile u16 *)0x04000008)
#define REG_BG1CNT (*(volatile u16 *)0x0400000A)
#define REG_BG1VOFS (*(volatile u16 *)0x04000016)
#define REG_KEYINPUT (*(volatile u16 *)0x04000130)
#define REG_IE (*(volatile u16 *)0x04000200)
#define REG_IF (*(volatile u16 *)0x04000202)
#define REG_IME (*(volatile u16 *)0x04000208)
#define BIOS_IF (*(volatile u16 *)0x03007FF8)
#define IRQ_HANDLER (*(void (*volatile *)(void))0x03007FFC)

#define REG_SOUND1CNT_L (*(volatile u16 *)0x04000060)
#define REG_SOUND1CNT_H (*(volatile u16 *)0x04000062)
#define REG_SOUND1CNT_X (*(volatile u16 *)0x04000064)
#define REG_SOUND2CNT_L (*(volatile u16 *)0x04000068)
#define REG_SOUND2CNT_H (*(volatile u16 *)0x0400006C)
#define REG_SOUND4CNT_L (*(volatile u16 *)0x04000078)
#define REG_SOUND4CNT_H (*(volatile u16 *)0x0400007C)
#define REG_SOUNDCNT_L (*(volatile u16 *)0x04000080)
#define REG_SOUNDCNT_H (*(volatile u16 *)0x04000082)
#define REG_SOUNDCNT_X (*(volatile u16 *)0x04000084)

#define BG_PALETTE ((volatile u16 *)0x05000000)
#define OBJ_PALETTE ((volatile u16 *)0x05000200)
#define BG_TILES ((volatile u32 *)0x06000000)
#define TEXT_MAP ((volatile u16 *)0x0600E000) /* screenblock 28 */
#define STAR_MAP ((volatile u16 *)0x0600F000) /* screenblock 30 */
#define OBJ_TILES ((volatile u32 *)0x06010000)
#define OAM ((volatile u32 *)0x07000000)

#define RGB15(r, g, b) ((u16)((r) | ((g) << 5) | ((b) << 10)))

enum { KEY_A = 1, KEY_B = 2, KEY_SELECT = 4, KEY_START = 8, KEY_RIGHT = 16, KEY_LEFT = 32,
       KEY_UP = 64, KEY_DOWN = 128, KEY_R = 256, KEY_L = 512 };

/* Text palettes (BG palette banks): the glyphs use colour 1 of their bank. */
enum { PAL_WHITE = 0, PAL_YELLOW = 1, PAL_GREEN = 2, PAL_RED = 3 };

/* BG tiles: 0 blank, 1..4 stars, ASCII codes for glyphs, 128.. the big title. */
enum { TILE_STAR = 1, TILE_BIG = 128 };
/* Sprite tiles (4bpp, 1D mapping). */
enum { OBJ_SHIP = 0, OBJ_ROCK = 4, OBJ_ROCK2 = 8, OBJ_STAR = 12, OBJ_STAR2 = 13, OBJ_FLAME = 14 };

#define SHIP_Y 136
#define SHIP_START_X 112
#define MAX_THINGS 14
#define SHIELDS 3

/* ---- art ----------------------------------------------------------------- */
/* Sprite pixels: '.' transparent, a hex digit is the colour index in OBJ palette 0. */
static const char *const ship_art[16] = {
  ".......11.......",
  "......1221......",
  "......1221......",
  ".....112211.....",
  ".....111111.....",
  "....11111111....",
  "....11133111....",
  "...1111331111...",
  "..111111111111..",
  ".11111111111111.",
  "111.11111111.111",
  "11..11111111..11",
  "1...11.11.11...1",
  "................",
  "................",
  "................",
};
static const char *const flame_art[8] = {
  "........", ".4....4.", ".5....5.", "..5..5..", "........", "........", "........", "........",
};
static const char *const rock_art[16] = {
  "................",
  ".....6666.......",
  "...66777766.....",
  "..6777777776....",
  ".677787777776...",
  ".6777777777766..",
  "677777777877776.",
  "677778777777776.",
  "677777777777886.",
  "6777777777777876",
  ".677778777777776",
  ".67777777777776.",
  "..667777787776..",
  "...66777777766..",
  ".....6666666....",
  "................",
};
static const char *const rock2_art[16] = {
  "................",
  "........666.....",
  "......6677766...",
  "....667777776...",
  "...67777877776..",
  "..6777777777776.",
  ".677877777777776",
  ".677777777787776",
  "6777777777777776",
  "6777777787777776",
  "677787777777776.",
  ".67777777777776.",
  ".6677777777766..",
  "...6677777766...",
  ".....666666.....",
  "................",
};
static const char *const star_art[8] = {
  "...9....", "...9....", "..999...", "99999999", ".99999..", ".99.99..", "99...99.", "........",
};
static const char *const star2_art[8] = {
  "...a....", "...9....", "..9a9...", "99aaa999", ".9aaa9..", ".99.99..", "9a...a9.", "........",
};

/* Background stars (BG palette 0: 4 dim blue, 5 grey, 1 white). */
static const char *const bg_star_art[4][8] = {
  { "........", "........", "........", "...4....", "........", "........", "........", "........" },
  { "........", "........", "........", "....5...", "........", "........", "........", "........" },
  { "........", "........", "....4...", "...414..", "....4...", "........", "........", "........" },
  { "........", "..5.....", "........", "........", "........", "........", "......4.", "........" },
};

/* ---- state --------------------------------------------------------------- */
typedef struct {
  u8 active, star, flip;
  int x, y, vy; /* y and vy in 1/256 pixel */
} Thing;

static Thing things[MAX_THINGS];
static u32 oam_shadow[256];
static u32 rng = 0x2545F491u;
static int ship_x, ship_y, score, best, shields, level, invulnerable, spawn_timer, spawns, paused;
static u32 frame;
static int star_scroll; /* 1/256 pixel */
static u16 held, pressed;

static void irq_handler(void) {
  u16 flags = REG_IF;
  BIOS_IF |= flags;
  REG_IF = flags;
}

static void vblank_wait(void) {
  __asm__ volatile("swi 0x050000" ::: "r0", "r1", "r2", "r3", "memory");
}

static u32 random_u32(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}
static int random_below(int n) { return (int)((random_u32() >> 8) % (u32)n); }

static u32 art_row(const char *row, int from) {
  u32 bits = 0;
  for (int x = 0; x < 8; x++) {
    char c = row[from + x];
    u32 v = c >= '0' && c <= '9' ? (u32)(c - '0') : c >= 'a' && c <= 'f' ? (u32)(c - 'a' + 10) : 0;
    bits |= v << (4 * x);
  }
  return bits;
}

/* An 8x8 tile from art rows starting at column `from`. */
static void art_tile(volatile u32 *dst, const char *const *rows, int from) {
  for (int y = 0; y < 8; y++) dst[y] = art_row(rows[y], from);
}

/* A 16x16 sprite: four tiles in 1D order (top-left, top-right, bottom-left, bottom-right). */
static void art_sprite16(int tile, const char *const *rows) {
  art_tile(OBJ_TILES + tile * 8, rows, 0);
  art_tile(OBJ_TILES + (tile + 1) * 8, rows, 8);
  art_tile(OBJ_TILES + (tile + 2) * 8, rows + 8, 0);
  art_tile(OBJ_TILES + (tile + 3) * 8, rows + 8, 8);
}

static void load_graphics(void) {
  /* Background palette bank 0: backdrop, text white, title yellow/orange, star shades. */
  BG_PALETTE[0] = RGB15(1, 1, 6);
  BG_PALETTE[1] = RGB15(31, 31, 31);
  BG_PALETTE[2] = RGB15(31, 30, 8);
  BG_PALETTE[3] = RGB15(31, 18, 2);
  BG_PALETTE[4] = RGB15(10, 12, 20);
  BG_PALETTE[5] = RGB15(20, 20, 24);
  BG_PALETTE[6] = RGB15(14, 6, 1);
  BG_PALETTE[16 * PAL_YELLOW + 1] = RGB15(31, 28, 6);
  BG_PALETTE[16 * PAL_GREEN + 1] = RGB15(12, 31, 12);
  BG_PALETTE[16 * PAL_RED + 1] = RGB15(31, 8, 8);

  /* Sprite palette: 1 ship cyan, 2 cockpit white, 3 cockpit blue, 4/5 flame, 6-8 rock, 9/a star. */
  OBJ_PALETTE[1] = RGB15(0, 31, 31);
  OBJ_PALETTE[2] = RGB15(31, 31, 31);
  OBJ_PALETTE[3] = RGB15(4, 10, 28);
  OBJ_PALETTE[4] = RGB15(31, 31, 10);
  OBJ_PALETTE[5] = RGB15(31, 14, 2);
  OBJ_PALETTE[6] = RGB15(11, 6, 3);
  OBJ_PALETTE[7] = RGB15(19, 12, 7);
  OBJ_PALETTE[8] = RGB15(25, 18, 11);
  OBJ_PALETTE[9] = RGB15(31, 27, 0);
  OBJ_PALETTE[10] = RGB15(31, 31, 24);

  for (int i = 0; i < 8 * 256; i++) BG_TILES[i] = 0;
  for (int t = 0; t < 4; t++) art_tile(BG_TILES + (TILE_STAR + t) * 8, bg_star_art[t], 0);
  font_load(BG_TILES);

  art_sprite16(OBJ_SHIP, ship_art);
  art_sprite16(OBJ_ROCK, rock_art);
  art_sprite16(OBJ_ROCK2, rock2_art);
  art_tile(OBJ_TILES + OBJ_STAR * 8, star_art, 0);
  art_tile(OBJ_TILES + OBJ_STAR2 * 8, star2_art, 0);
  art_tile(OBJ_TILES + OBJ_FLAME * 8, flame_art, 0);
}

/* The starfield map: the same sprinkling every boot (fixed seed), so the title screen never changes. */
static void draw_starfield(void) {
  u32 seed = 0x1234567u;
  for (int i = 0; i < 32 * 32; i++) {
    seed = seed * 1103515245u + 12345u;
    u32 r = (seed >> 16) & 63;
    STAR_MAP[i] = r < 4 ? (u16)(TILE_STAR + r) : r < 7 ? (u16)TILE_STAR : 0;
  }
}

static void clear_text(void) {
  for (int i = 0; i < 32 * 32; i++) TEXT_MAP[i] = 0;
}

static void text(int col, int row, const char *s, int pal) {
  for (; *s; s++, col++) TEXT_MAP[row * 32 + col] = (u16)((u8)*s | (pal << 12));
}

static void text_centre(int row, const char *s, int pal) {
  int n = 0;
  while (s[n]) n++;
  text((30 - n) / 2, row, s, pal);
}

/* A number right-aligned in `width` columns, zero-padded. */
static void number(int col, int row, int value, int width, int pal) {
  for (int i = width - 1; i >= 0; i--) {
    TEXT_MAP[row * 32 + col + i] = (u16)(('0' + value % 10) | (pal << 12));
    value /= 10;
  }
}

/* The title in 16x16 letters: each letter of "STARFALL" scaled from the font into four tiles. */
static void draw_big_title(int col, int row) {
  static const char title[] = "STARFALL";
  for (int i = 0; title[i]; i++) {
    int tile = TILE_BIG + i * 4;
    font_big(BG_TILES + tile * 8, title[i]);
    TEXT_MAP[row * 32 + col + 2 * i] = (u16)tile;
    TEXT_MAP[row * 32 + col + 2 * i + 1] = (u16)(tile + 1);
    TEXT_MAP[(row + 1) * 32 + col + 2 * i] = (u16)(tile + 2);
    TEXT_MAP[(row + 1) * 32 + col + 2 * i + 1] = (u16)(tile + 3);
  }
}

/* Where BEST is shown, the same on the title and game over screens. */
#define BEST_ROW 16
#define BEST_COL 10
static void draw_best(void) {
  text(BEST_COL, BEST_ROW, "BEST", PAL_WHITE);
  number(BEST_COL + 5, BEST_ROW, best, 6, PAL_WHITE);
}

/* ---- sprites ------------------------------------------------------------- */
static void hide_sprites(void) {
  for (int i = 0; i < 128; i++) {
    oam_shadow[2 * i] = 1 << 9; /* attr0: not displayed */
    oam_shadow[2 * i + 1] = 0;
  }
}

static void sprite(int i, int x, int y, int tile, int big, int flip) {
  u32 attr0 = (u32)(y & 0xFF);
  u32 attr1 = (u32)(x & 0x1FF) | (u32)(flip << 12) | (big ? 1u << 14 : 0);
  u32 attr2 = (u32)tile | (1u << 10); /* priority 1: above the starfield, under the text */
  oam_shadow[2 * i] = attr0 | (attr1 << 16);
  oam_shadow[2 * i + 1] = attr2;
}

static void copy_oam(void) {
  for (int i = 0; i < 256; i++) OAM[i] = oam_shadow[i];
}

/* ---- sound (the DMG channels) --------------------------------------------- */
static void sound_init(void) {
  REG_SOUNDCNT_X = 0x80;   /* master on */
  REG_SOUNDCNT_L = 0xFF77; /* channels 1-4 left and right, full volume */
  REG_SOUNDCNT_H = 2;      /* DMG channels at 100% */
}

/* A rising blip: square wave with an upward sweep. */
static void sound_catch(void) {
  REG_SOUND1CNT_L = (2 << 4) | 2;
  REG_SOUND1CNT_H = (12 << 12) | (1 << 8) | (2 << 6);
  REG_SOUND1CNT_X = 0x8000 | 1840;
}

/* A noise burst, decaying. */
static void sound_hit(void) {
  REG_SOUND4CNT_L = (15 << 12) | (3 << 8);
  REG_SOUND4CNT_H = 0x8000 | (5 << 4) | 2;
}

/* A short tick on channel 2 (start, level up). */
static void sound_tick(int note) {
  REG_SOUND2CNT_L = (10 << 12) | (1 << 8) | (2 << 6);
  REG_SOUND2CNT_H = (u16)(0x8000 | note);
}

/* A falling tone: the downward sweep of channel 1. */
static void sound_game_over(void) {
  REG_SOUND1CNT_L = (7 << 4) | (1 << 3) | 1;
  REG_SOUND1CNT_H = (15 << 12) | (6 << 8) | (2 << 6);
  REG_SOUND1CNT_X = 0x8000 | 1750;
}

/* ---- game ------------------------------------------------------------------ */
static enum { TITLE, PLAY, OVER } mode;
static int over_timer;

static void read_keys(void) {
  u16 now = (u16)(~REG_KEYINPUT & 0x3FF);
  pressed = now & (u16)~held;
  held = now;
}

static void show_title(void) {
  mode = TITLE;
  hide_sprites();
  clear_text();
  star_scroll = 0;
  REG_BG1VOFS = 0;
  draw_big_title(7, 3);
  text_centre(8, "CATCH THE STARS", PAL_WHITE);
  text_centre(9, "DODGE THE ROCKS", PAL_WHITE);
  text_centre(12, "PRESS START", PAL_YELLOW);
  draw_best();
}

static void draw_hud(void) {
  text(1, 0, "SCORE", PAL_GREEN);
  number(7, 0, score, 6, PAL_GREEN);
  text(15, 0, "LV", PAL_YELLOW);
  number(18, 0, level, 2, PAL_YELLOW);
  for (int i = 0; i < SHIELDS; i++) TEXT_MAP[25 + i] = (u16)(i < shields ? '@' | (PAL_RED << 12) : 0);
}

static void start_game(void) {
  mode = PLAY;
  rng ^= frame * 2654435761u; /* how long the title was shown seeds the rocks */
  if (!rng) rng = 1;
  for (int i = 0; i < MAX_THINGS; i++) things[i].active = 0;
  ship_x = SHIP_START_X;
  ship_y = SHIP_Y;
  score = 0;
  level = 1;
  shields = SHIELDS;
  invulnerable = 0;
  spawn_timer = 90; /* a second and a half to get ready */
  spawns = 0;
  paused = 0;
  clear_text();
  draw_hud();
  sound_tick(1900);
}

static void game_over(void) {
  mode = OVER;
  over_timer = 0;
  hide_sprites();
  /* The starfield back where the title has it: both screens show BEST on the same background. */
  star_scroll = 0;
  REG_BG1VOFS = 0;
  clear_text();
  text_centre(5, "GAME OVER", PAL_RED);
  text(9, 9, "SCORE", PAL_GREEN);
  number(15, 9, score, 6, PAL_GREEN);
  if (score > best) {
    best = score;
    save_best(best);
    text_centre(11, "NEW BEST!", PAL_YELLOW);
  }
  text_centre(13, "PRESS START", PAL_YELLOW);
  draw_best();
  sound_game_over();
}

static void spawn(void) {
  Thing *t = 0;
  for (int i = 0; i < MAX_THINGS; i++)
    if (!things[i].active) {
      t = &things[i];
      break;
    }
  if (!t) return;
  spawns++;
  t->active = 1;
  /* Every fourth spawn (from the second on) is a star; every third rock falls straight at the ship. */
  t->star = spawns % 4 == 2;
  t->flip = (u8)random_below(4);
  if (t->star) {
    t->x = 8 + random_below(224);
    t->vy = 160 + level * 16;
  } else {
    int aimed = spawns % 3 == 1;
    t->x = aimed ? ship_x : random_below(224);
    t->vy = 240 + level * 48 + random_below(96);
  }
  t->y = -16 * 256;
}

static int overlap(int ax, int ay, int aw, int ah, int bx, int by, int bw, int bh) {
  return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
}

static void play_frame(void) {
  if (pressed & KEY_START) {
    paused = !paused;
    if (paused) text_centre(8, "PAUSED", PAL_YELLOW);
    else text_centre(8, "      ", PAL_WHITE);
  }
  if (paused) return;

  /* From level 6 the ship is faster too, or the fastest rocks could not be dodged. */
  int speed = level >= 6 ? 3 : 2;
  if (held & KEY_LEFT) ship_x -= speed;
  if (held & KEY_RIGHT) ship_x += speed;
  if (held & KEY_UP) ship_y -= speed;
  if (held & KEY_DOWN) ship_y += speed;
  if (ship_x < 0) ship_x = 0;
  if (ship_x > 224) ship_x = 224;
  if (ship_y < 80) ship_y = 80;
  if (ship_y > 140) ship_y = 140;

  star_scroll -= 128 + level * 48;
  REG_BG1VOFS = (u16)((star_scroll >> 8) & 0xFF);

  if (--spawn_timer <= 0) {
    spawn();
    int interval = 42 - level * 3;
    spawn_timer = (interval < 12 ? 12 : interval) + random_below(10);
  }

  int old_level = level;
  for (int i = 0; i < MAX_THINGS; i++) {
    Thing *t = &things[i];
    if (!t->active) continue;
    t->y += t->vy;
    int y = t->y >> 8;
    if (t->star) {
      if (overlap(ship_x + 1, ship_y, 14, 13, t->x, y, 8, 8)) {
        t->active = 0;
        score += 5;
        sound_catch();
        continue;
      }
    } else if (!invulnerable && overlap(ship_x + 3, ship_y + 3, 10, 9, t->x + 2, y + 2, 12, 12)) {
      t->active = 0;
      shields--;
      invulnerable = 90;
      sound_hit();
      if (shields <= 0) {
        draw_hud();
        game_over();
        return;
      }
      continue;
    }
    if (y >= 160) {
      t->active = 0;
      if (!t->star) score++; /* a rock dodged */
    }
  }
  level = 1 + score / 15;
  if (level > 10) level = 10;
  if (level != old_level) sound_tick(1985);
  if (invulnerable) invulnerable--;
  draw_hud();

  /* Sprites: 0 ship, 1 flame, 2.. things. The ship blinks while its shield recovers. */
  hide_sprites();
  if (!(invulnerable & 4)) {
    sprite(0, ship_x, ship_y, OBJ_SHIP, 1, 0);
    if (frame & 4) sprite(1, ship_x + 4, ship_y + 12, OBJ_FLAME, 0, 0);
  }
  for (int i = 0; i < MAX_THINGS; i++) {
    Thing *t = &things[i];
    if (!t->active) continue;
    if (t->star) sprite(2 + i, t->x, t->y >> 8, (frame >> 3) & 1 ? OBJ_STAR2 : OBJ_STAR, 0, 0);
    else sprite(2 + i, t->x, t->y >> 8, t->flip & 1 ? OBJ_ROCK2 : OBJ_ROCK, 1, t->flip >> 1);
  }
}

int main(void) {
  REG_DISPCNT = 0x80; /* forced blank while VRAM is filled */
  IRQ_HANDLER = irq_handler;
  REG_DISPSTAT = 1 << 3; /* VBlank interrupt */
  REG_IE = 1;
  REG_IME = 1;

  load_graphics();
  REG_BG0CNT = (28 << 8) | 0;     /* text: screenblock 28, priority 0 */
  REG_BG1CNT = (30 << 8) | 2;     /* stars: screenblock 30, priority 2 */
  draw_starfield();
  sound_init();
  best = load_best();
  show_title();
  copy_oam();
  /* Mode 0, BG0 + BG1 + sprites, 1D sprite tiles. */
  REG_DISPCNT = 0 | (1 << 6) | (1 << 8) | (1 << 9) | (1 << 12);

  for (;;) {
    vblank_wait();
    copy_oam();
    frame++;
    read_keys();
    switch (mode) {
      case TITLE:
        if (pressed & KEY_START) start_game();
        break;
      case PLAY:
        play_frame();
        break;
      case OVER:
        /* A short delay so a START held through the crash does not restart at once. */
        if (++over_timer > 30 && (pressed & KEY_START)) start_game();
        break;
    }
  }
}
