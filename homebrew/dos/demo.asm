; DOS Demo: a tiny homebrew .COM program for the site's DOS player.
;
; What it does (80x25 colour text mode, written straight into video memory):
;   - a title bar, a large "DOS DEMO" banner drawn with block characters
;     (each letter in its own colour), a few lines of text and a colour bar;
;   - every key press changes the colour bar and shows the key that was hit;
;   - Q (or q) restores the screen, says goodbye and returns to DOS.
;
; Build: nasm -f bin -o DEMO.COM demo.asm   (homebrew/dos/build.ts does it)

        org     100h

BANNER_TOP  equ 2               ; first screen row of the banner
SCREEN      equ 0B800h          ; colour text video memory
BLUE_BG     equ 17h             ; white on blue
BAR_TOP     equ 19              ; colour bar rows 19..23
BAR_ROWS    equ 5
KEY_CELL    equ (17*80 + 30)*2  ; where the last key is shown

start:
        mov     ax, 0003h       ; 80x25 colour text, clears the screen
        int     10h
        mov     ah, 01h         ; hide the cursor
        mov     cx, 2000h
        int     10h

        mov     ax, SCREEN
        mov     es, ax
        cld

        ; whole screen: spaces, white on blue
        xor     di, di
        mov     ax, (BLUE_BG << 8) | ' '
        mov     cx, 80*25
        rep     stosw

        ; title bar (row 0) and status bar (row 24): black on grey
        xor     di, di
        mov     ax, 7020h
        mov     cx, 80
        rep     stosw
        mov     di, 24*80*2
        mov     cx, 80
        rep     stosw

        mov     si, txt_title
        mov     di, (0*80 + 2)*2
        mov     ah, 70h
        call    puts
        mov     si, txt_status
        mov     di, (24*80 + 2)*2
        mov     ah, 70h
        call    puts

        call    draw_banner

        mov     si, txt_hello
        mov     di, (13*80 + 4)*2
        mov     ah, 1Eh         ; yellow on blue
        call    puts
        mov     si, txt_help
        mov     di, (15*80 + 4)*2
        mov     ah, 1Bh         ; light cyan on blue
        call    puts
        mov     si, txt_key
        mov     di, (17*80 + 4)*2
        mov     ah, 1Fh         ; bright white on blue
        call    puts

        call    draw_bar

main_loop:
        xor     ah, ah          ; wait for a key: AL = character, AH = scan code
        int     16h
        cmp     al, 'q'
        je      quit
        cmp     al, 'Q'
        je      quit

        ; show the key (a dot for keys without a printable character)
        cmp     al, 20h
        jb      .dot
        cmp     al, 7Eh
        jbe     .show
.dot:
        mov     al, '.'
.show:
        mov     ah, 1Eh
        mov     [es:KEY_CELL], ax

        ; next colour of the bar
        mov     bl, [colour_index]
        inc     bl
        cmp     bl, colours_end - colours
        jb      .keep
        xor     bl, bl
.keep:
        mov     [colour_index], bl
        call    draw_bar
        jmp     main_loop

quit:
        mov     ax, 0003h       ; clean screen, cursor back
        int     10h
        mov     dx, txt_bye
        mov     ah, 09h
        int     21h
        mov     ax, 4C00h
        int     21h

; puts: writes the zero-terminated string at DS:SI to ES:DI with attribute AH.
puts:
        lodsb
        or      al, al
        jz      .done
        stosw
        jmp     puts
.done:
        ret

; draw_bar: fills rows BAR_TOP.. with the current colour and writes its label.
draw_bar:
        xor     bh, bh
        mov     bl, [colour_index]
        mov     ah, [colours + bx]
        mov     al, ' '
        mov     di, BAR_TOP*80*2
        mov     cx, BAR_ROWS*80
        rep     stosw
        mov     si, txt_bar
        mov     di, ((BAR_TOP + 2)*80 + 25)*2
        call    puts            ; AH still holds the bar's attribute
        ret

; draw_banner: "DOS DEMO" in 5x5 glyphs, each glyph pixel 2 columns x 2 rows.
draw_banner:
        mov     bp, banner
        mov     dx, 1           ; current column
.letter:
        mov     si, [bp]
        cmp     si, 0FFFFh
        je      .done
        mov     bl, [bp+2]      ; the letter's attribute
        add     bp, 3
        or      si, si
        jnz     .glyph
        add     dx, 2           ; a space
        jmp     .letter
.glyph:
        xor     ch, ch          ; ch = glyph row
.row:
        lodsb
        mov     bh, al          ; the row's bits, bit 4 = leftmost
        mov     al, ch          ; di = ((BANNER_TOP + 2*row)*80 + column)*2
        shl     al, 1
        add     al, BANNER_TOP
        mov     ah, 80
        mul     ah
        add     ax, dx
        shl     ax, 1
        mov     di, ax
        mov     cl, 5
.col:
        test    bh, 10h
        jz      .skip
        mov     al, 0DBh        ; full block
        mov     ah, bl
        mov     [es:di], ax
        mov     [es:di+2], ax
        mov     [es:di+160], ax
        mov     [es:di+162], ax
.skip:
        shl     bh, 1
        add     di, 4
        dec     cl
        jnz     .col
        inc     ch
        cmp     ch, 5
        jb      .row
        add     dx, 11          ; 10 columns of glyph + 1 of gap
        jmp     .letter
.done:
        ret

; --- data ---------------------------------------------------------------

colour_index    db 0
; bar attributes: bright white text on red, green, magenta, cyan, brown, black
colours         db 4Fh, 2Fh, 5Fh, 3Fh, 6Fh, 0Fh
colours_end:

; glyph pointer (0 = space), attribute
banner          dw glyph_d
                db 1Ch          ; light red
                dw glyph_o
                db 1Eh          ; yellow
                dw glyph_s
                db 1Ah          ; light green
                dw 0
                db 0
                dw glyph_d
                db 1Bh          ; light cyan
                dw glyph_e
                db 1Dh          ; light magenta
                dw glyph_m
                db 1Fh          ; bright white
                dw glyph_o
                db 1Ch          ; light red
                dw 0FFFFh

glyph_d         db 1Eh, 11h, 11h, 11h, 1Eh
glyph_o         db 0Eh, 11h, 11h, 11h, 0Eh
glyph_s         db 0Fh, 10h, 0Eh, 01h, 1Eh
glyph_e         db 1Fh, 10h, 1Eh, 10h, 1Fh
glyph_m         db 11h, 1Bh, 15h, 11h, 11h

txt_title       db "HOMEBREW DOS DEMO - x86 assembly, made for this site", 0
txt_status      db "Q: quit    any other key: change the colour bar", 0
txt_hello       db "Hello from DOS! This .COM program runs in js-dos, in your browser.", 0
txt_help        db "Press any key to change the colour bar. Press Q to quit.", 0
txt_key         db "Last key pressed:", 0
txt_bar         db "  The bar changes colour on every key.  ", 0
txt_bye         db "DOS Demo finished. Thanks for visiting!", 13, 10, "$"
