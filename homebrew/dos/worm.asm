; WORM: a snake game for the site's DOS prompt, a 16-bit .COM program.
;
; 80x25 colour text mode, written straight into video memory (B800h):
;   - row 0 is the status bar: score, best score, level; its colour tells the
;     state (cyan: waiting for the first key, blue: playing, red: game over);
;   - rows 1..24 are the walled field; the worm starts in the middle;
;   - arrows (or W A S D) steer; each food (a red diamond) grows the worm and
;     scores 10 x level; every 5 foods the level rises and the worm speeds up;
;   - hitting a wall or the worm itself ends the game: Space or Enter plays
;     again, Esc (at any time) restores the screen and returns to DOS;
;   - the best score is kept in WORM.HI (two bytes) next to the program, so it
;     lasts as long as the drive does;
;   - the PC speaker (PIT channel 2 through port 61h) beeps on food, on a new
;     level and at game over.
;
; Build: nasm -f bin -o WORM.COM worm.asm   (homebrew/dos/build.ts --asm does it)

        org     100h

SCREEN      equ 0B800h
FIELD_TOP   equ 2               ; first row inside the walls
FIELD_ROWS  equ 22              ; rows 2..23
FIELD_LEFT  equ 1               ; first column inside the walls
FIELD_COLS  equ 78              ; columns 1..78
MAXLEN      equ 2048            ; ring of body cells (more than the field holds)

BAR_READY   equ 30h             ; black on cyan
BAR_PLAY    equ 1Fh             ; white on blue
BAR_OVER    equ 4Fh             ; white on red
WALL_CELL   equ 08B1h           ; dark grey shaded block
BODY_CELL   equ 0ADBh           ; light green full block
HEAD_CELL   equ 0EDBh           ; yellow full block
FOOD_CELL   equ 0C04h           ; light red diamond
EMPTY_CELL  equ 0720h           ; grey space on black

START_DELAY equ 140             ; milliseconds per step at level 1
MIN_DELAY   equ 45
STEP_DELAY  equ 15              ; faster by this much per level
FOODS_PER_LEVEL equ 5

; PIT divisors (1193182 Hz / frequency)
TONE_FOOD   equ 994             ; ~1200 Hz
TONE_LEVEL  equ 746             ; ~1600 Hz
TONE_OVER   equ 7955            ; ~150 Hz

start:
        cld
        mov     ax, 0003h       ; 80x25 colour text, clears the screen
        int     10h
        mov     ah, 01h         ; hide the cursor
        mov     cx, 2000h
        int     10h
        mov     ax, SCREEN
        mov     es, ax
        xor     ah, ah          ; seed the random numbers with the clock
        int     1Ah
        mov     [seed], dx
        call    load_best

new_game:
        call    speaker_off
        mov     word [score], 0
        mov     byte [level], 1
        mov     byte [eaten], 0
        mov     word [delay], START_DELAY
        mov     byte [dir], 0
        mov     byte [nextdir], 0
        mov     byte [grow], 0
        call    draw_field

        ; a worm of 4 cells on row 12, columns 10..13, heading right
        xor     bx, bx
        mov     di, (12*80 + 10)*2
.body:
        mov     [body + bx], di
        mov     word [es:di], BODY_CELL
        add     di, 2
        add     bx, 2
        cmp     bx, 8
        jb      .body
        mov     word [tail], 0
        mov     word [head], 3
        mov     di, [body + 6]
        mov     word [es:di], HEAD_CELL

        call    place_food
        mov     byte [state], 0
        call    draw_bar
        mov     si, txt_ready
        mov     di, (8*80 + 26)*2
        mov     ah, 0Fh
        call    puts

        call    flush_keys
.wait:
        xor     ah, ah          ; any key starts; an arrow also steers
        int     16h
        cmp     al, 1Bh
        je      quit
        call    steer
        mov     si, txt_blank   ; wipe the prompt off the field
        mov     di, (8*80 + 26)*2
        mov     ah, 07h
        call    puts
        mov     byte [state], 1
        call    draw_bar

play:
        call    wait_step
        call    sound_tick
.keys:
        mov     ah, 01h
        int     16h
        jz      .move
        xor     ah, ah
        int     16h
        cmp     al, 1Bh
        je      quit
        call    steer
        jmp     .keys

.move:
        mov     al, [nextdir]
        mov     [dir], al
        mov     si, [head]
        shl     si, 1
        mov     di, [body + si] ; the head's cell
        cmp     al, 1
        je      .left
        cmp     al, 2
        je      .up
        cmp     al, 3
        je      .down
        add     di, 2
        jmp     .moved
.left:  sub     di, 2
        jmp     .moved
.up:    sub     di, 160
        jmp     .moved
.down:  add     di, 160
.moved:
        mov     ax, [es:di]
        cmp     ax, FOOD_CELL
        je      .eat
        cmp     al, ' '
        je      .free
        ; the cell the tail leaves this step is free too (unless the worm grows)
        cmp     byte [grow], 0
        jne     game_over
        mov     si, [tail]
        shl     si, 1
        cmp     di, [body + si]
        jne     game_over
        jmp     .free

.eat:
        add     byte [grow], 3
        mov     al, [level]
        mov     ah, 10
        mul     ah
        add     [score], ax
        inc     byte [eaten]
        mov     bx, TONE_FOOD
        mov     cl, 3
        cmp     byte [eaten], FOODS_PER_LEVEL
        jb      .beep
        mov     byte [eaten], 0
        inc     byte [level]
        mov     ax, [delay]
        sub     ax, STEP_DELAY
        cmp     ax, MIN_DELAY
        jge     .speed
        mov     ax, MIN_DELAY
.speed: mov     [delay], ax
        mov     bx, TONE_LEVEL
        mov     cl, 8
.beep:  call    tone
        mov     byte [ate], 1
        jmp     .advance

.free:
        mov     byte [ate], 0
.advance:
        ; the tail moves on unless the worm is growing
        cmp     byte [grow], 0
        je      .shrink
        dec     byte [grow]
        jmp     .headmove
.shrink:
        mov     si, [tail]
        shl     si, 1
        mov     bx, [body + si]
        mov     word [es:bx], EMPTY_CELL
        mov     ax, [tail]
        inc     ax
        and     ax, MAXLEN - 1
        mov     [tail], ax
.headmove:
        mov     si, [head]
        shl     si, 1
        mov     bx, [body + si]
        mov     word [es:bx], BODY_CELL
        mov     ax, [head]
        inc     ax
        and     ax, MAXLEN - 1
        mov     [head], ax
        mov     si, ax
        shl     si, 1
        mov     [body + si], di
        mov     word [es:di], HEAD_CELL
        cmp     byte [ate], 0
        je      .shown
        call    place_food
.shown:
        call    draw_bar
        jmp     play

game_over:
        mov     byte [state], 2
        mov     ax, [score]
        cmp     ax, [best]
        jbe     .drawn
        mov     [best], ax
        call    save_best
.drawn:
        call    draw_bar
        mov     si, txt_over1
        mov     di, (10*80 + 24)*2
        mov     ah, 4Fh
        call    puts
        mov     si, txt_over2
        mov     di, (11*80 + 24)*2
        mov     ah, 4Fh
        call    puts
        mov     si, txt_over3
        mov     di, (12*80 + 24)*2
        mov     ah, 4Fh
        call    puts
        mov     bx, TONE_OVER   ; a low buzz, then silence
        call    tone
        mov     ax, 400
        call    wait_ms
        call    speaker_off
        call    flush_keys
.key:
        xor     ah, ah
        int     16h
        cmp     al, 1Bh
        je      quit
        cmp     al, ' '
        je      new_game
        cmp     al, 0Dh
        je      new_game
        jmp     .key

quit:
        call    speaker_off
        mov     ax, 0003h       ; a clean text screen, cursor back
        int     10h
        mov     dx, txt_bye
        mov     ah, 09h
        int     21h
        mov     ax, [best]
        call    print_number
        mov     dx, txt_crlf
        mov     ah, 09h
        int     21h
        mov     ax, 4C00h
        int     21h

; --- input -------------------------------------------------------------

; AX = a key from INT 16h: arrows and WASD set the next direction
; (0 right, 1 left, 2 up, 3 down); turning straight back is ignored.
steer:
        mov     bl, 0FFh
        cmp     ah, 4Dh
        je      .right
        cmp     ah, 4Bh
        je      .left
        cmp     ah, 48h
        je      .up
        cmp     ah, 50h
        je      .down
        or      al, 20h         ; letters in lower case
        cmp     al, 'd'
        je      .right
        cmp     al, 'a'
        je      .left
        cmp     al, 'w'
        je      .up
        cmp     al, 's'
        je      .down
        ret
.right: mov     bl, 0
        jmp     .set
.left:  mov     bl, 1
        jmp     .set
.up:    mov     bl, 2
        jmp     .set
.down:  mov     bl, 3
.set:
        mov     bh, [dir]
        xor     bh, 1           ; the opposite direction of the current one
        cmp     bl, bh
        je      .done
        mov     [nextdir], bl
.done:  ret

flush_keys:
        mov     ah, 01h
        int     16h
        jz      .done
        xor     ah, ah
        int     16h
        jmp     flush_keys
.done:  ret

; --- the best score on disk (WORM.HI in the current directory) ------------

load_best:
        mov     ax, 3D00h       ; open for reading
        mov     dx, hi_name
        int     21h
        jc      .done           ; no file yet: the best stays 0
        mov     bx, ax
        mov     ah, 3Fh         ; read two bytes into [best]
        mov     cx, 2
        mov     dx, best
        int     21h
        mov     ah, 3Eh         ; close
        int     21h
.done:  ret

save_best:
        mov     ah, 3Ch         ; create (or truncate)
        xor     cx, cx
        mov     dx, hi_name
        int     21h
        jc      .done           ; a read-only drive: the best lasts this run only
        mov     bx, ax
        mov     ah, 40h         ; write two bytes from [best]
        mov     cx, 2
        mov     dx, best
        int     21h
        mov     ah, 3Eh         ; close
        int     21h
.done:  ret

; --- timing and sound --------------------------------------------------

wait_step:
        mov     ax, [delay]
        cmp     byte [dir], 2   ; up or down: a text cell is twice as tall as wide,
        jb      wait_ms         ; so vertical steps wait half as long again
        mov     bx, ax
        shr     bx, 1
        add     ax, bx
; AX = milliseconds (BIOS wait, INT 15h AH=86h, CX:DX microseconds)
wait_ms:
        mov     bx, 1000
        mul     bx
        mov     cx, dx
        mov     dx, ax
        mov     ah, 86h
        int     15h
        ret

; BX = PIT divisor, CL = steps to keep sounding
tone:
        mov     al, 0B6h        ; channel 2, square wave
        out     43h, al
        mov     al, bl
        out     42h, al
        mov     al, bh
        out     42h, al
        in      al, 61h
        or      al, 3           ; gate and speaker on
        out     61h, al
        mov     [sound], cl
        ret

sound_tick:
        cmp     byte [sound], 0
        je      .done
        dec     byte [sound]
        jz      speaker_off
.done:  ret

speaker_off:
        in      al, 61h
        and     al, 0FCh
        out     61h, al
        mov     byte [sound], 0
        ret

; --- drawing -------------------------------------------------------------

draw_field:
        xor     di, di          ; everything empty
        mov     ax, EMPTY_CELL
        mov     cx, 80*25
        rep     stosw
        mov     di, 1*80*2      ; top and bottom walls
        mov     ax, WALL_CELL
        mov     cx, 80
        rep     stosw
        mov     di, 24*80*2
        mov     cx, 80
        rep     stosw
        mov     di, 2*80*2      ; side walls
        mov     cx, FIELD_ROWS
.side:
        mov     [es:di], ax
        mov     [es:di + 79*2], ax
        add     di, 160
        loop    .side
        ret

draw_bar:
        mov     ah, BAR_READY
        cmp     byte [state], 1
        jb      .fill
        mov     ah, BAR_PLAY
        je      .fill
        mov     ah, BAR_OVER
.fill:
        mov     [bar_attr], ah
        xor     di, di
        mov     al, ' '
        mov     cx, 80
        rep     stosw
        mov     si, txt_bar
        mov     di, 1*2
        call    puts
        mov     ax, [score]
        mov     di, 21*2
        mov     cx, 5
        call    put_number
        mov     ax, [best]
        mov     di, 35*2
        mov     cx, 5
        call    put_number
        mov     al, [level]
        xor     ah, ah
        mov     di, 48*2
        mov     cx, 2
        call    put_number
        ret

; SI = zero-terminated text, DI = screen offset, AH = colour
puts:
        lodsb
        or      al, al
        jz      .done
        stosw
        jmp     puts
.done:  ret

; AX = number, DI = screen offset of the last digit, CX = digits (bar colour)
put_number:
        mov     bx, 10
.digit:
        xor     dx, dx
        div     bx
        add     dl, '0'
        mov     dh, [bar_attr]
        mov     [es:di], dx
        sub     di, 2
        loop    .digit
        ret

; AX = number, printed through DOS (no leading zeros)
print_number:
        mov     bx, 10
        xor     cx, cx
.split:
        xor     dx, dx
        div     bx
        push    dx
        inc     cx
        or      ax, ax
        jnz     .split
.out:
        pop     dx
        add     dl, '0'
        mov     ah, 02h
        int     21h
        loop    .out
        ret

; A food on a random empty cell of the field
place_food:
        call    random
        xor     dx, dx
        mov     bx, FIELD_COLS
        div     bx
        add     dl, FIELD_LEFT
        mov     cl, dl          ; column
        call    random
        xor     dx, dx
        mov     bx, FIELD_ROWS
        div     bx
        add     dl, FIELD_TOP   ; row
        mov     al, dl
        mov     ah, 80
        mul     ah
        xor     ch, ch
        add     ax, cx
        shl     ax, 1
        mov     di, ax
        cmp     byte [es:di], ' '
        jne     place_food
        mov     word [es:di], FOOD_CELL
        ret

; AX = the next pseudo-random number (16-bit linear congruential)
random:
        mov     ax, [seed]
        mov     dx, 25173
        mul     dx
        add     ax, 13849
        mov     [seed], ax
        mov     al, ah          ; the high byte varies most
        xor     ah, ah
        ret

; --- data ------------------------------------------------------------------

txt_bar     db "WORM    Score:          Best:          Level:     Arrows/WASD move  Esc quits", 0
txt_ready   db "Press an arrow key to start", 0
txt_blank   db "                           ", 0
txt_over1   db "                                ", 0
txt_over2   db "  GAME OVER  Space: play again  ", 0
txt_over3   db "             Esc: back to DOS   ", 0
txt_bye     db "Thanks for playing WORM. Best score: $"
hi_name     db "WORM.HI", 0
txt_crlf    db 13, 10, "$"

best        dw 0
seed        dw 0
score       dw 0
delay       dw 0
head        dw 0
tail        dw 0
level       db 0
eaten       db 0
dir         db 0
nextdir     db 0
grow        db 0
ate         db 0
state       db 0
sound       db 0
bar_attr    db 0

        align   2
body:                           ; MAXLEN words follow the program (not stored in the file)
