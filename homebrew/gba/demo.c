/*
 * GBA homebrew demo (mode 3, 240x160, 15-bit colour).
 * A 16x16 square on a dark blue background. D-pad moves it, A/B cycle its colour,
 * L/R shrink/grow it, Start re-centres it, Select switches the background.
 * The square's colour is kept in the cartridge's battery-backed SRAM, so it survives a reload.
 */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

#define REG_DISPCNT (*(volatile u16 *)0x04000000)
#define REG_VCOUNT (*(volatile u16 *)0x04000006)
#define REG_KEYINPUT (*(volatile u16 *)0x04000130)
#define VRAM ((volatile u16 *)0x06000000)
/* SRAM sits on an 8-bit bus: byte accesses only. */
#define SRAM ((volatile u8 *)0x0E000000)

#define RGB15(r, g, b) ((u16)((r) | ((g) << 5) | ((b) << 10)))
#define W 240
#define H 160

enum { KEY_A = 1, KEY_B = 2, KEY_SELECT = 4, KEY_START = 8, KEY_RIGHT = 16, KEY_LEFT = 32,
       KEY_UP = 64, KEY_DOWN = 128, KEY_R = 256, KEY_L = 512 };

static const u16 colours[4] = { RGB15(31, 0, 0), RGB15(0, 31, 0), RGB15(31, 31, 0), RGB15(31, 31, 31) };
static const u16 backgrounds[2] = { RGB15(0, 0, 8), RGB15(4, 4, 4) };

/* Emulators and flash carts look for this ID string to give the cartridge SRAM. */
__attribute__((used)) const char save_type[] = "SRAM_V113";
/* A signature before the colour byte tells a saved colour from blank SRAM. */
static const u8 signature[4] = { 'D', 'E', 'M', 'O' };

static int load_colour(void) {
  for (int i = 0; i < 4; i++)
    if (SRAM[i] != signature[i]) return 0;
  return SRAM[4] & 3;
}

static void save_colour(int colour) {
  for (int i = 0; i < 4; i++) SRAM[i] = signature[i];
  SRAM[4] = (u8)colour;
}

static void fill(int x, int y, int w, int h, u16 c) {
  for (int j = y; j < y + h; j++)
    for (int i = x; i < x + w; i++) VRAM[j * W + i] = c;
}

static void wait_vblank(void) {
  while (REG_VCOUNT >= 160) {}
  while (REG_VCOUNT < 160) {}
}

int main(void) {
  REG_DISPCNT = 3 | (1 << 10); /* mode 3, BG2 on */
  int size = 16, x = (W - 16) / 2, y = (H - 16) / 2, colour = load_colour(), bg = 0;
  u16 prev = 0;
  fill(0, 0, W, H, backgrounds[bg]);
  for (;;) {
    wait_vblank();
    u16 keys = ~REG_KEYINPUT & 0x3FF;
    u16 pressed = keys & ~prev;
    prev = keys;
    int nx = x, ny = y, nsize = size;
    if (keys & KEY_RIGHT) nx += 2;
    if (keys & KEY_LEFT) nx -= 2;
    if (keys & KEY_DOWN) ny += 2;
    if (keys & KEY_UP) ny -= 2;
    if (pressed & KEY_A) colour = (colour + 1) & 3;
    if (pressed & KEY_B) colour = (colour + 3) & 3;
    if (pressed & (KEY_A | KEY_B)) save_colour(colour);
    if ((pressed & KEY_R) && nsize < 32) nsize += 4;
    if ((pressed & KEY_L) && nsize > 8) nsize -= 4;
    if (pressed & KEY_START) { nsize = 16; nx = (W - 16) / 2; ny = (H - 16) / 2; }
    if (pressed & KEY_SELECT) { bg ^= 1; fill(0, 0, W, H, backgrounds[bg]); }
    if (nx < 0) nx = 0;
    if (ny < 0) ny = 0;
    if (nx > W - nsize) nx = W - nsize;
    if (ny > H - nsize) ny = H - nsize;
    fill(x, y, size, size, backgrounds[bg]);
    x = nx; y = ny; size = nsize;
    fill(x, y, size, size, colours[colour]);
  }
}
