/* Block layout rules (src/glsl/check/layout.c) against glslang 12.
 *
 * Each case is a GLSL block as text, built here into interned types with the
 * type.h constructors (a small reader below turns `struct S { vec3 v; };
 * layout(std140) { S s[2]; float f; }` into type_struct / type_array /
 * type_from_code calls), and the layout glslang gives it: for every member its
 * Offset, the ArrayStride of each array dimension (outermost first), the
 * MatrixStride and RowMajor/ColMajor of matrices, and the members of a
 * struct's own SPIR-V type, all written as
 *
 *     NAME OFFSET [aSTRIDE...] [mSTRIDE row|col] [{MEMBERS}]; ...
 *
 * The numbers are facts read from `glslangValidator -V --target-env
 * vulkan1.2` output (spirv-dis): tests/layout_oracle.py compiles each case
 * as a buffer block and prints the same notation, so a reviewer can re-derive
 * every one. Cases whose expectation starts with "error" are rejected; the
 * text is every message, "error MEMBER: message", joined by " | ".
 *
 * Then come direct checks of layout_of and layout_struct on hand-built types:
 * sizes and alignments, scalar widths, runtime and spec-constant arrays,
 * block sizes, the `members` output and sizes too large for 32 bits. */
#include <stdlib.h>
#include <string.h>

#include "glsl/check/layout.h"
#include "test.h"

typedef struct Case {
    const char *glsl;
    const char *expect;
} Case;

static const Case cases[] = {
/* cases: begin */
    /* std140 (OpenGL 4.6 §7.6.2.2) */
    /* rules 1-3: a vec3 aligns to 16 and takes 12 bytes */
    {"layout(std140) { float a; vec2 b; vec3 c; float d; vec4 e; }",
     "a 0; b 8; c 16; d 28; e 32"},
    /* a float after a vec3 fills its fourth component */
    {"layout(std140) { vec3 a; float b; }",
     "a 0; b 12"},
    {"layout(std140) { float a; vec3 b; }",
     "a 0; b 16"},
    /* rule 4: std140 rounds array strides up to 16 */
    {"layout(std140) { float a[3]; float b; }",
     "a 0 a16; b 48"},
    {"layout(std140) { vec3 a[2]; float b; }",
     "a 0 a16; b 32"},
    {"layout(std140) { vec2 a[2]; vec2 b; }",
     "a 0 a16; b 32"},
    {"layout(std140) { float a; mat3 m; float b; }",
     "a 0; m 16 m16 col; b 64"},
    /* rules 5 and 7: three padded columns, or three padded rows */
    {"layout(std140) { float a; layout(row_major) mat3 m; float b; }",
     "a 0; m 16 m16 row; b 64"},
    /* a row-major mat2x3 is 3 rows of vec2, each padded to 16 */
    {"layout(std140) { layout(row_major) mat2x3 m; layout(column_major) mat2x3 n; float b; }",
     "m 0 m16 row; n 48 m16 col; b 80"},
    {"layout(std140) { mat4x2 m; layout(row_major) mat4x2 n; float b; }",
     "m 0 m16 col; n 64 m16 row; b 96"},
    /* the block's row_major reaches every member that doesn't override it */
    {"layout(std140, row_major) { mat2 a; layout(column_major) mat2 b; float c; }",
     "a 0 m16 row; b 32 m16 col; c 64"},
    /* rule 6: the stride of an array of matrices is the whole matrix */
    {"layout(std140) { mat2 m[3]; float f; }",
     "m 0 a32 m16 col; f 96"},
    /* rule 9: a struct aligns to 16 and is padded to it, so the member after a
     * struct starts at the next multiple of 16; glslang does the same */
    {"struct S { vec3 v; float f; }; layout(std140) { float a; S s; float b; }",
     "a 0; s 16 {v 0; f 12}; b 32"},
    {"struct S { float f; }; layout(std140) { S a; S b; float c; }",
     "a 0 {f 0}; b 16 {f 0}; c 32"},
    {"struct S { vec3 v; }; layout(std140) { S s[2]; float f; }",
     "s 0 a16 {v 0}; f 32"},
    /* nested structs and an array of structs */
    {"struct S { float x; vec2 y; }; struct T { S s; float z; S t[2]; }; layout(std140) { float a; T t; float b; }",
     "a 0; t 16 {s 0 {x 0; y 8}; z 16; t 32 a16 {x 0; y 8}}; b 80"},
    /* an array of arrays: the outer stride is the whole inner array */
    {"layout(std140) { float a[2][3]; float b; }",
     "a 0 a48 a16; b 96"},
    {"layout(std140) { double a; dvec3 b; double c; dvec2 d; }",
     "a 0; b 32; c 56; d 64"},
    {"layout(std140) { dvec3 a[2]; dmat3 m; float f; }",
     "a 0 a32; m 64 m32 col; f 160"},
    {"layout(std140) { bool a; bvec3 b; bool c; bvec2 d; }",
     "a 0; b 16; c 28; d 32"},
    /* 8-bit and 16-bit types (GL_EXT_shader_8bit_storage, _16bit_storage):
     * std140 arrays of them still stride 16 */
    {"layout(std140) { int8_t a; int8_t b[3]; int8_t c; }",
     "a 0; b 16 a16; c 64"},
    {"layout(std140) { float16_t a; f16vec3 b; float16_t c; f16vec2 d; }",
     "a 0; b 8; c 14; d 16"},
    {"layout(std140) { float16_t a[2]; f16vec3 b; }",
     "a 0 a16; b 32"},
    {"layout(std140) { uint8_t a; u8vec3 b; u8vec2 c; uint16_t d; u16vec4 e; int64_t f; i64vec3 g; }",
     "a 0; b 4; c 8; d 10; e 16; f 24; g 32"},
    /* GLSL 4.60 §4.4.5's example without its two errors: an offset rounds up to
     * `align` (j), a smaller `align` changes nothing (f) */
    {"layout(std140) { vec4 a; layout(offset = 32) vec3 b; layout(offset = 48) vec2 d; layout(align = 16) float e; layout(align = 2) double f; layout(offset = 80) float h; layout(align = 64) dvec3 i; layout(offset = 164, align = 8) float j; }",
     "a 0; b 32; d 48; e 64; f 72; h 80; i 128; j 168"},
    /* `align` moves an array's start, not its stride */
    {"layout(std140) { float a; layout(align = 32) float b[2]; float c; }",
     "a 0; b 32 a16; c 64"},
    /* members without an offset follow the one before */
    {"layout(std140) { layout(offset = 16) float a; float b; layout(offset = 64) vec3 c; float d; }",
     "a 16; b 20; c 64; d 76"},
    /* runtime-sized arrays */
    {"layout(std140) { float a; float r[]; }",
     "a 0; r 16 a16"},
    {"struct S { vec3 v; float f[2]; }; layout(std140) { float a; S r[]; }",
     "a 0; r 16 a48 {v 0; f 16 a16}"},
    /* a GL_EXT_buffer_reference is 8 bytes aligned to 8 */
    {"layout(std140) { Ref a; Ref b[2]; float c; }",
     "a 0; b 16 a16; c 48"},
    {"layout(std140) { float a; mat2x3 m[2][2]; float b; }",
     "a 0; m 16 a64 a32 m16 col; b 144"},
    /* matrix layouts reach into structs, "to all depths of nesting" */
    {"struct S { mat3 m; }; layout(std140, row_major) { S a; layout(column_major) S b; }",
     "a 0 {m 0 m16 row}; b 48 {m 0 m16 col}"},
    /* std430 (GLSL 4.60 §4.4.5, OpenGL 4.6 §7.6.2.2 without the vec4 rounding) */
    {"layout(std430) { float a; vec2 b; vec3 c; float d; vec4 e; }",
     "a 0; b 8; c 16; d 28; e 32"},
    {"layout(std430) { vec3 a; float b; }",
     "a 0; b 12"},
    /* no vec4 rounding of array strides, but a vec3 still strides 16 */
    {"layout(std430) { float a[3]; float b; }",
     "a 0 a4; b 12"},
    {"layout(std430) { vec3 a[2]; float b; }",
     "a 0 a16; b 32"},
    {"layout(std430) { vec2 a[3]; float b; }",
     "a 0 a8; b 24"},
    {"layout(std430) { float a; mat3 m; float b; }",
     "a 0; m 16 m16 col; b 64"},
    /* a row-major mat2x3 is 3 rows of vec2 (8 bytes); mat3x2: 2 rows of vec3 (16) */
    {"layout(std430) { layout(row_major) mat2x3 m; mat2x3 n; layout(row_major) mat3x2 p; float b; }",
     "m 0 m8 row; n 32 m16 col; p 64 m16 row; b 96"},
    {"layout(std430) { mat2 m[2]; float f; }",
     "m 0 a16 m8 col; f 32"},
    /* a struct of one float is 4 bytes, not 16 */
    {"struct S { float f; }; layout(std430) { S a; S b; float c; }",
     "a 0 {f 0}; b 4 {f 0}; c 8"},
    {"struct S { vec3 v; }; layout(std430) { S s[2]; float f; }",
     "s 0 a16 {v 0}; f 32"},
    {"struct S { vec3 v; float f; }; layout(std430) { S a; S b[2]; float c; }",
     "a 0 {v 0; f 12}; b 16 a16 {v 0; f 12}; c 48"},
    {"layout(std430) { float a[2][3]; float b; }",
     "a 0 a12 a4; b 24"},
    {"layout(std430) { double a; dvec3 b; double c; dmat2x3 m; }",
     "a 0; b 32; c 56; m 64 m32 col"},
    /* an i8vec3 aligns to 4 and takes 3 bytes */
    {"layout(std430) { int8_t a; int8_t b[3]; i8vec3 c; int8_t d; i8vec2 e[2]; }",
     "a 0; b 1 a1; c 4; d 7; e 8 a2"},
    {"layout(std430) { float16_t a; f16vec3 b[2]; float16_t c; }",
     "a 0; b 8 a8; c 24"},
    {"layout(std430) { uint16_t a; u16vec3 b; uint16_t c; int64_t d; u64vec2 e; }",
     "a 0; b 8; c 14; d 16; e 32"},
    {"layout(std430) { bool a; bvec3 b; bool c; }",
     "a 0; b 16; c 28"},
    {"layout(std430) { vec2 a; layout(offset = 16) vec4 b; layout(offset = 48, align = 32) float c; float d; }",
     "a 0; b 16; c 64; d 68"},
    {"layout(std430) { float a; layout(align = 16) float b; layout(align = 2) vec4 c; }",
     "a 0; b 16; c 32"},
    {"layout(std430) { float a; vec4 r[]; }",
     "a 0; r 16 a16"},
    {"struct S { vec3 p; float q; }; layout(std430) { uint n; S r[]; }",
     "n 0; r 16 a16 {p 0; q 12}"},
    /* when generating SPIR-V, offsets may go down (§4.4.5) */
    {"layout(std430) { layout(offset = 16) vec4 a; layout(offset = 0) vec4 b; }",
     "a 16; b 0"},
    {"layout(std430, row_major) { mat3 a; layout(column_major) mat3 b[2]; }",
     "a 0 m16 row; b 48 a48 m16 col"},
    /* one struct, two SPIR-V types: row-major inside t, column-major inside u */
    {"struct S { mat2x3 m; float f; }; struct T { S s; mat3x2 n; }; layout(std430) { layout(row_major) T t; T u; }",
     "t 0 {s 0 {m 0 m8 row; f 24}; n 32 m16 row}; u 64 {s 0 {m 0 m16 col; f 32}; n 48 m8 col}"},
    {"layout(std430) { f16mat3 a; f16mat2x3 b; float16_t c; }",
     "a 0 m8 col; b 24 m8 col; c 40"},
    {"layout(std430) { Ref a; float b; Ref c[2]; }",
     "a 0; b 8; c 16 a8"},
    /* scalar (GL_EXT_scalar_block_layout) */
    /* everything aligns to its scalar components */
    {"layout(scalar) { float a; vec2 b; vec3 c; float d; vec4 e; }",
     "a 0; b 4; c 12; d 24; e 28"},
    {"layout(scalar) { float a; vec3 b; }",
     "a 0; b 4"},
    {"layout(scalar) { vec3 a[2]; float b; }",
     "a 0 a12; b 24"},
    /* matrix strides are the unpadded column */
    {"layout(scalar) { float a; mat3 m; float b; }",
     "a 0; m 4 m12 col; b 40"},
    {"layout(scalar) { layout(row_major) mat2x3 m; mat3x2 n; float b; }",
     "m 0 m8 row; n 24 m8 col; b 48"},
    /* a struct is not padded at the end: S takes 12 bytes, an array of S strides
     * 16 and ends 4 bytes before 3 * 16 (the "last basic machine unit consumed") */
    {"struct S { double d; float f; }; layout(scalar) { S a[3]; float b; S c; float d; }",
     "a 0 a16 {d 0; f 8}; b 44; c 48 {d 0; f 8}; d 60"},
    {"struct S { vec3 v; }; layout(scalar) { float a; S s[2]; float f; }",
     "a 0; s 4 a12 {v 0}; f 28"},
    {"layout(scalar) { float a[2][3]; float b; }",
     "a 0 a12 a4; b 24"},
    {"struct S { double d; float f; }; layout(scalar) { S s[2][2]; float after; }",
     "s 0 a32 a16 {d 0; f 8}; after 60"},
    /* mixed widths */
    {"layout(scalar) { uint8_t a; f16vec3 b; uint8_t c; dvec3 d; int8_t e; }",
     "a 0; b 2; c 8; d 16; e 40"},
    {"layout(scalar) { int8_t a[3]; int16_t b; i8vec3 c; }",
     "a 0 a1; b 4; c 6"},
    {"layout(scalar) { bool a; bvec3 b; Ref c; float d; }",
     "a 0; b 4; c 16; d 24"},
    /* explicit offsets need only the scalar alignment */
    {"layout(scalar) { float a; layout(offset = 8) vec3 b; float c; }",
     "a 0; b 8; c 20"},
    {"layout(scalar) { float a; layout(align = 16) vec3 b; float c; }",
     "a 0; b 16; c 28"},
    {"layout(scalar) { float a; vec3 r[]; }",
     "a 0; r 4 a12"},
    {"struct S { mat3 m; vec3 v; }; layout(scalar, row_major) { float a; S s; float b; }",
     "a 0; s 4 {m 0 m12 row; v 36}; b 52"},
    {"layout(scalar) { float16_t a; f16mat2x3 m; float16_t b; }",
     "a 0; m 2 m6 col; b 14"},
    {"layout(scalar) { dmat3 m[2]; float f; }",
     "m 0 a72 m24 col; f 144"},
    /* errors (GLSL 4.60 §4.4.5) */
    {"layout(std430) { float a; layout(offset = 2) float b; }",
     "error b: 'offset' of 2 is not a multiple of the base alignment 4 of member 'b'"},
    /* Overlaps: glslang -V accepts these (its SPIR-V path leaves the check as a
     * TODO); GLSL 4.60 §4.4.5 makes "any offset, explicit or assigned, that lies
     * within another member" an error. */
    {"layout(std140) { vec4 a; layout(offset = 32) vec3 b; layout(offset = 40) vec2 c; }",
     "error c: member 'c' at offset 40 overlaps member 'b' (offsets 32 to 43)"},
    {"layout(std430) { layout(offset = 16) vec4 a; layout(offset = 24) vec2 b; }",
     "error b: member 'b' at offset 24 overlaps member 'a' (offsets 16 to 31)"},
    {"layout(std430) { layout(align = 6) double g; }",
     "error g: 'align' of 6 is not a power of 2 greater than 0"},
    {"layout(std430) { layout(offset = 12) vec3 a; }",
     "error a: 'offset' of 12 is not a multiple of the base alignment 16 of member 'a'"},
    /* glslang: "cannot use layout qualifiers on structure members" */
    {"struct S { layout(offset = 4) float f; }; layout(std430) { S s; }",
     "error f: 'offset' can only be used on block members, not on struct member 'f'"},
    {"layout(std430) { layout(offset = 0) float a; layout(offset = 0) float b; }",
     "error b: member 'b' at offset 0 overlaps member 'a' (offsets 0 to 3)"},
    {"layout(std430) { layout(offset = 32) float a; float b; layout(offset = 16) vec4 c; float d; }",
     "error d: member 'd' at offset 32 overlaps member 'a' (offsets 32 to 35)"},
    /* a runtime-sized array runs to the end of the buffer */
    {"layout(std430) { layout(offset = 64) float b; layout(offset = 16) float r[]; }",
     "error r: member 'r' at offset 16 overlaps member 'b' (offsets 64 to 67)"},
    {"layout(scalar) { layout(offset = 2) float a; }",
     "error a: 'offset' of 2 is not a multiple of the base alignment 4 of member 'a'"},
    {"layout(std140) { float a; layout(offset = 4, align = 0) float b; }",
     "error b: 'align' of 0 is not a power of 2 greater than 0"},
    {"layout(std140) { float a; layout(offset = 4) double b; }",
     "error b: 'offset' of 4 is not a multiple of the base alignment 8 of member 'b'"},
    {"layout(std430) { float a; layout(offset = -4) float b; }",
     "error b: 'offset' of -4 is negative"},
    /* every error of a block is reported */
    {"layout(std430) { layout(offset = 4) vec2 a; layout(align = 3) float b; layout(offset = 8) float c; }",
     "error a: 'offset' of 4 is not a multiple of the base alignment 8 of member 'a'"
     " | error b: 'align' of 3 is not a power of 2 greater than 0"
     " | error c: member 'c' at offset 8 overlaps member 'a' (offsets 8 to 15)"},
/* cases: end */
};

/* ---- reading a case into types ---- */

enum { MAX_FIELDS = 16, MAX_STRUCTS = 4, MAX_DIMS = 4 };

typedef struct Reader {
    const char *p;
    TypeTable *tt;
    Arena *arena;
    const Type *ref; /* the type named `Ref`: a buffer_reference */
    Type *structs[MAX_STRUCTS];
    uint32_t struct_count;
    int bad;         /* the text is not something the reader knows */
} Reader;

static int is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static void skip_space(Reader *r)
{
    while (*r->p == ' ' || *r->p == '\n')
        r->p++;
}

/* Takes `word` (a word or a punctuator) when it comes next. */
static int accept(Reader *r, const char *word)
{
    size_t n = strlen(word);
    skip_space(r);
    if (strncmp(r->p, word, n) != 0 || (is_word_char(word[0]) && is_word_char(r->p[n])))
        return 0;
    r->p += n;
    return 1;
}

static void expect(Reader *r, const char *word)
{
    if (!accept(r, word))
        r->bad = 1;
}

static const char *word(Reader *r)
{
    size_t n = 0;
    skip_space(r);
    while (is_word_char(r->p[n]))
        n++;
    if (n == 0)
        r->bad = 1;
    const char *w = arena_strndup(r->arena, r->p, n);
    r->p += n;
    return w;
}

static int32_t number(Reader *r)
{
    char *end;
    skip_space(r);
    long v = strtol(r->p, &end, 10);
    if (end == r->p)
        r->bad = 1;
    r->p = end;
    return (int32_t)v;
}

/* qualifier ("," qualifier)* ")", into the member `f` or the block's rules */
static void qualifiers(Reader *r, Field *f, BlockLayout *rules)
{
    do {
        if (accept(r, "std140"))
            *rules = LAYOUT_STD140;
        else if (accept(r, "std430"))
            *rules = LAYOUT_STD430;
        else if (accept(r, "scalar"))
            *rules = LAYOUT_SCALAR;
        else if (accept(r, "row_major"))
            f->matrix = MATRIX_ROW_MAJOR;
        else if (accept(r, "column_major"))
            f->matrix = MATRIX_COLUMN_MAJOR;
        else if (accept(r, "offset") && accept(r, "="))
            f->offset = number(r);
        else if (accept(r, "align") && accept(r, "="))
            f->align = number(r);
        else
            r->bad = 1;
    } while (!r->bad && accept(r, ","));
    expect(r, ")");
}

static const Type *type_named(Reader *r, const char *name)
{
    uint32_t code;
    if (type_code_from_name(name, strlen(name), &code))
        return type_from_code(r->tt, code);
    if (strcmp(name, "Ref") == 0)
        return r->ref;
    for (uint32_t i = 0; i < r->struct_count; i++)
        if (strcmp(r->structs[i]->name, name) == 0)
            return r->structs[i];
    r->bad = 1;
    return r->tt->error;
}

static Field new_field(void)
{
    Field f = {0};
    f.offset = f.align = f.location = f.component = f.builtin = -1;
    f.matrix = MATRIX_DEFAULT;
    return f;
}

/* member: ["layout" "(" qualifiers] TYPE NAME ("[" [N] "]")* ";"
 * float a[2][3] is an array of 2 float[3]: the last size is the innermost. */
static Field member(Reader *r)
{
    Field f = new_field();
    BlockLayout ignored = LAYOUT_NONE;
    if (accept(r, "layout")) {
        expect(r, "(");
        qualifiers(r, &f, &ignored);
    }
    f.type = type_named(r, word(r));
    f.name = word(r);
    uint32_t dims[MAX_DIMS], n = 0;
    while (!r->bad && n < MAX_DIMS && accept(r, "[")) {
        dims[n++] = accept(r, "]") ? 0 : (uint32_t)number(r);
        if (dims[n - 1])
            expect(r, "]");
    }
    while (n > 0)
        f.type = type_array(r->tt, f.type, dims[--n]);
    expect(r, ";");
    return f;
}

/* "{" member* "}" */
static Type *members(Reader *r, const char *name, int is_block)
{
    Field fields[MAX_FIELDS];
    uint32_t n = 0;
    expect(r, "{");
    while (!r->bad && !accept(r, "}")) {
        if (n == MAX_FIELDS)
            r->bad = 1;
        else
            fields[n++] = member(r);
    }
    return type_struct(r->tt, name, fields, n, is_block);
}

/* case: ("struct" NAME members ";")* "layout" "(" qualifiers members */
static const Type *read_case(Reader *r, BlockLayout *rules, MatrixLayout *major)
{
    while (!r->bad && accept(r, "struct")) {
        const char *name = word(r);
        Type *s = members(r, name, 0);
        expect(r, ";");
        if (r->struct_count == MAX_STRUCTS)
            r->bad = 1;
        else
            r->structs[r->struct_count++] = s;
    }
    Field block = new_field();
    expect(r, "layout");
    expect(r, "(");
    qualifiers(r, &block, rules);
    *major = block.matrix;
    const Type *b = members(r, "Blk", 1);
    skip_space(r);
    if (*r->p)
        r->bad = 1;
    return b;
}

/* ---- writing a layout in the cases' notation ---- */

static void describe_type(Arena *a, Str *out, const Type *t, BlockLayout rules, MatrixLayout major);

static void describe_struct(Arena *a, Str *out, const Type *s, BlockLayout rules, MatrixLayout major)
{
    uint32_t offsets[MAX_FIELDS];
    TypeLayout whole;
    layout_struct(s, rules, major, offsets, NULL, &whole, NULL, NULL);
    for (uint32_t i = 0; i < s->field_count; i++) {
        const Field *f = &s->fields[i];
        str_printf(a, out, "%s%s %u", i ? "; " : "", f->name, offsets[i]);
        describe_type(a, out, f->type, rules, layout_member_major(f, major));
    }
}

static void describe_type(Arena *a, Str *out, const Type *t, BlockLayout rules, MatrixLayout major)
{
    TypeLayout l;
    for (; t->kind == TY_ARRAY; t = t->elem) {
        layout_of(t, rules, major, &l);
        str_printf(a, out, " a%u", l.array_stride);
    }
    if (t->kind == TY_MATRIX) {
        layout_of(t, rules, major, &l);
        str_printf(a, out, " m%u %s", l.matrix_stride, l.row_major ? "row" : "col");
    } else if (t->kind == TY_STRUCT) {
        str_puts(a, out, " {");
        describe_struct(a, out, t, rules, major);
        str_puts(a, out, "}");
    }
}

/* Errors as "error MEMBER: message", joined by " | ". */
typedef struct Errors {
    Arena *arena;
    const Type *s;
    Str text;
} Errors;

static void collect(void *user, uint32_t field, const char *message)
{
    Errors *e = user;
    if (e->text.len)
        str_puts(e->arena, &e->text, " | ");
    str_printf(e->arena, &e->text, "error %s: %s", e->s->fields[field].name, message);
}

static const char *text_of(const Str *s)
{
    return s->data ? s->data : "";
}

/* `members` must be each member's own layout_of. */
static void check_members(const Type *b, BlockLayout rules, MatrixLayout major)
{
    uint32_t offsets[MAX_FIELDS];
    TypeLayout members[MAX_FIELDS], whole, want;
    layout_struct(b, rules, major, offsets, members, &whole, NULL, NULL);
    for (uint32_t i = 0; i < b->field_count; i++) {
        layout_of(b->fields[i].type, rules, layout_member_major(&b->fields[i], major), &want);
        CHECK(memcmp(&members[i], &want, sizeof want) == 0);
        CHECK(whole.size >= offsets[i] + members[i].size);
    }
}

static void run_case(Arena *a, TypeTable *tt, const Type *ref, const Case *c)
{
    Reader r = {c->glsl, tt, a, ref, {0}, 0, 0};
    BlockLayout rules = LAYOUT_NONE;
    MatrixLayout major = MATRIX_DEFAULT;
    const Type *b = read_case(&r, &rules, &major);
    if (r.bad) {
        CHECK_EQ_STR(c->glsl, "<a case the reader knows>");
        return;
    }
    /* Layout errors as the checker would get them: struct declarations, then
     * the block; the block's are the same when the caller keeps the member
     * layouts (the overlap check then reads them). */
    Errors decls = {a, NULL, {0}}, block = {a, b, {0}}, again = {a, b, {0}};
    uint32_t offsets[MAX_FIELDS];
    TypeLayout whole, members[MAX_FIELDS];
    for (uint32_t i = 0; i < r.struct_count; i++) {
        decls.s = r.structs[i];
        layout_struct(decls.s, rules, major, offsets, NULL, &whole, collect, &decls);
    }
    layout_struct(b, rules, major, offsets, NULL, &whole, collect, &block);
    layout_struct(b, rules, major, offsets, members, &whole, collect, &again);
    CHECK_EQ_STR(text_of(&again.text), text_of(&block.text));
    Str got = {0};
    str_puts(a, &got, text_of(&decls.text));
    if (got.len && block.text.len)
        str_puts(a, &got, " | ");
    str_puts(a, &got, text_of(&block.text));
    if (!got.len) {
        describe_struct(a, &got, b, rules, major);
        check_members(b, rules, major);
    }
    const char *text = got.data ? got.data : "";
    if (strcmp(text, c->expect) != 0)
        fprintf(stderr, "case: %s\n", c->glsl);
    CHECK_EQ_STR(text, c->expect);
}

/* ---- direct checks on hand-built types ---- */

typedef struct Expect {
    const char *type;
    BlockLayout rules;
    uint32_t size, align;
} Expect;

/* Scalars and vectors of every width: rules 1-3; scalar layout aligns a
 * vector to its component. bool is a 32-bit uint in a block. */
static const Expect vectors[] = {
    {"int8_t", LAYOUT_STD140, 1, 1},    {"i8vec2", LAYOUT_STD430, 2, 2},   {"u8vec3", LAYOUT_STD140, 3, 4},
    {"i8vec4", LAYOUT_SCALAR, 4, 1},    {"float16_t", LAYOUT_STD430, 2, 2}, {"f16vec3", LAYOUT_STD430, 6, 8},
    {"f16vec3", LAYOUT_SCALAR, 6, 2},   {"u16vec2", LAYOUT_STD140, 4, 4},  {"int", LAYOUT_SCALAR, 4, 4},
    {"vec3", LAYOUT_STD140, 12, 16},    {"vec3", LAYOUT_SCALAR, 12, 4},    {"uvec2", LAYOUT_STD430, 8, 8},
    {"double", LAYOUT_SCALAR, 8, 8},    {"dvec2", LAYOUT_STD140, 16, 16},  {"dvec3", LAYOUT_STD430, 24, 32},
    {"u64vec4", LAYOUT_SCALAR, 32, 8},  {"int64_t", LAYOUT_STD140, 8, 8},  {"bool", LAYOUT_STD140, 4, 4},
    {"bvec3", LAYOUT_STD430, 12, 16},   {"bvec2", LAYOUT_SCALAR, 8, 4},
};

static void check_vectors(TypeTable *tt)
{
    for (size_t i = 0; i < COUNT_OF(vectors); i++) {
        uint32_t code = 0;
        CHECK(type_code_from_name(vectors[i].type, strlen(vectors[i].type), &code));
        TypeLayout l;
        layout_of(type_from_code(tt, code), vectors[i].rules, MATRIX_COLUMN_MAJOR, &l);
        if (l.size != vectors[i].size || l.align != vectors[i].align)
            fprintf(stderr, "type: %s, rules %d\n", vectors[i].type, (int)vectors[i].rules);
        CHECK_EQ_INT(l.size, vectors[i].size);
        CHECK_EQ_INT(l.align, vectors[i].align);
        CHECK_EQ_INT(l.array_stride + l.matrix_stride + (uint32_t)l.row_major, 0);
    }
}

static void check_layout(const Type *t, BlockLayout rules, MatrixLayout major, uint32_t size, uint32_t align,
                         uint32_t array_stride, uint32_t matrix_stride)
{
    TypeLayout l;
    layout_of(t, rules, major, &l);
    CHECK_EQ_INT(l.size, size);
    CHECK_EQ_INT(l.align, align);
    CHECK_EQ_INT(l.array_stride, array_stride);
    CHECK_EQ_INT(l.matrix_stride, matrix_stride);
    CHECK_EQ_INT(l.row_major, major == MATRIX_ROW_MAJOR && matrix_stride != 0);
}

/* Rules 5 and 7: matrices are arrays of column (or row) vectors. */
static void check_matrices(TypeTable *tt)
{
    const Type *f32 = tt->float_, *f64 = tt->double_, *f16 = type_float(tt, 16);
    check_layout(type_matrix(tt, f32, 3, 3), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 48, 16, 0, 16);
    check_layout(type_matrix(tt, f32, 2, 2), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 32, 16, 0, 16);
    check_layout(type_matrix(tt, f32, 2, 2), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 16, 8, 0, 8);
    check_layout(type_matrix(tt, f32, 2, 3), LAYOUT_STD430, MATRIX_ROW_MAJOR, 24, 8, 0, 8);
    check_layout(type_matrix(tt, f32, 2, 3), LAYOUT_STD140, MATRIX_ROW_MAJOR, 48, 16, 0, 16);
    check_layout(type_matrix(tt, f32, 3, 3), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 36, 4, 0, 12);
    check_layout(type_matrix(tt, f64, 3, 3), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 96, 32, 0, 32);
    check_layout(type_matrix(tt, f16, 2, 3), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 12, 2, 0, 6);
    /* MATRIX_DEFAULT is column-major. */
    check_layout(type_matrix(tt, f32, 4, 2), LAYOUT_STD430, MATRIX_DEFAULT, 32, 8, 0, 8);
}

/* Rule 4 and its std430 / scalar forms; runtime and specialization-sized arrays. */
static void check_arrays(TypeTable *tt)
{
    const Type *f = tt->float_, *v3 = type_vector(tt, f, 3);
    check_layout(type_array(tt, f, 3), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 48, 16, 16, 0);
    check_layout(type_array(tt, f, 3), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 12, 4, 4, 0);
    check_layout(type_array(tt, f, 3), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 12, 4, 4, 0);
    check_layout(type_array(tt, v3, 2), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 32, 16, 16, 0);
    check_layout(type_array(tt, v3, 2), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 24, 4, 12, 0);
    check_layout(type_array(tt, type_matrix(tt, f, 2, 2), 3), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 48, 8, 16, 8);
    check_layout(type_array(tt, type_array(tt, f, 3), 2), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 96, 16, 48, 0);
    /* Runtime-sized: a stride, no size. */
    check_layout(type_array(tt, f, 0), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 0, 4, 4, 0);
    check_layout(type_array(tt, v3, 0), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 0, 4, 12, 0);
    /* GL_KHR_vulkan_glsl: a block's array sized by a specialization constant
     * is laid out with the constant's default value. */
    check_layout(type_spec_array(tt, f, 4, "N", NULL), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 64, 16, 16, 0);
    /* shared and packed are std140, as glslang lays them out; no layout is std430. */
    check_layout(type_array(tt, f, 2), LAYOUT_SHARED, MATRIX_COLUMN_MAJOR, 32, 16, 16, 0);
    check_layout(type_array(tt, f, 2), LAYOUT_PACKED, MATRIX_COLUMN_MAJOR, 32, 16, 16, 0);
    check_layout(type_array(tt, f, 2), LAYOUT_NONE, MATRIX_COLUMN_MAJOR, 8, 4, 4, 0);
}

static const Type *make_struct(TypeTable *tt, const char *name, int is_block, const Type *a, const Type *b)
{
    Field f[2] = {new_field(), new_field()};
    f[0].name = "a";
    f[0].type = a;
    f[1].name = "b";
    f[1].type = b;
    return type_struct(tt, name, f, b ? 2 : 1, is_block);
}

/* Rule 9: struct sizes are padded to their alignment, except under scalar. */
static void check_structs(TypeTable *tt)
{
    const Type *f = tt->float_, *v3 = type_vector(tt, f, 3);
    const Type *s_vf = make_struct(tt, "S", 0, v3, f), *s_f = make_struct(tt, "T", 0, f, NULL);
    const Type *s_df = make_struct(tt, "U", 0, tt->double_, f);
    check_layout(s_vf, LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 16, 16, 0, 0);
    check_layout(s_f, LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 16, 16, 0, 0);
    check_layout(s_f, LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 4, 4, 0, 0);
    check_layout(s_df, LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 16, 8, 0, 0);
    check_layout(s_df, LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 12, 8, 0, 0);
    check_layout(type_array(tt, s_df, 3), LAYOUT_SCALAR, MATRIX_COLUMN_MAJOR, 44, 8, 16, 0);
    /* layout_struct on a plain struct gives layout_of's size and alignment. */
    uint32_t offsets[2];
    TypeLayout whole;
    layout_struct(s_df, LAYOUT_STD430, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole, NULL, NULL);
    CHECK_EQ_INT(offsets[1], 8);
    CHECK_EQ_INT(whole.size, 16);
    CHECK_EQ_INT(whole.align, 8);
    /* Types with no storage in a block. */
    uint32_t code = 0;
    CHECK(type_code_from_name("sampler2D", 9, &code));
    check_layout(type_from_code(tt, code), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, 0, 1, 0, 0);
    check_layout(tt->error, LAYOUT_STD430, MATRIX_COLUMN_MAJOR, 0, 1, 0, 0);
}

static void count_error(void *user, uint32_t field, const char *message)
{
    (void)field;
    (void)message;
    ++*(int *)user;
}

/* A block has no tail padding (glslang's getBlockSize); members and sizes too large. */
static void check_blocks(TypeTable *tt)
{
    const Type *f = tt->float_, *v4 = type_vector(tt, f, 4);
    uint32_t offsets[2];
    TypeLayout whole, members[2];
    layout_struct(make_struct(tt, "B", 1, v4, f), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole, NULL,
                  NULL);
    CHECK_EQ_INT(offsets[1], 16);
    CHECK_EQ_INT(whole.size, 20);
    CHECK_EQ_INT(whole.align, 16);
    layout_struct(make_struct(tt, "B", 1, f, type_array(tt, v4, 0)), LAYOUT_STD430, MATRIX_COLUMN_MAJOR, offsets,
                  members, &whole, NULL, NULL);
    CHECK_EQ_INT(offsets[1], 16);
    CHECK_EQ_INT(whole.size, 16);
    CHECK_EQ_INT(members[1].array_stride, 16);
    /* The matrix layout of a member beats its block's. */
    Field m = new_field();
    m.matrix = MATRIX_ROW_MAJOR;
    CHECK_EQ_INT(layout_member_major(&m, MATRIX_COLUMN_MAJOR), MATRIX_ROW_MAJOR);
    m.matrix = MATRIX_DEFAULT;
    CHECK_EQ_INT(layout_member_major(&m, MATRIX_ROW_MAJOR), MATRIX_ROW_MAJOR);
    CHECK_EQ_INT(layout_member_major(&m, MATRIX_DEFAULT), MATRIX_COLUMN_MAJOR);
    /* 2^30 std140 floats take 2^34 bytes: sizes stop at 2^32 - 1, and a
     * block member that ends there is an error. */
    const Type *huge = type_array(tt, f, 1u << 30);
    check_layout(huge, LAYOUT_STD140, MATRIX_COLUMN_MAJOR, UINT32_MAX, 16, 16, 0);
    int error_count = 0;
    layout_struct(make_struct(tt, "B", 1, f, huge), LAYOUT_STD140, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole,
                  count_error, &error_count);
    CHECK_EQ_INT(error_count, 1);
    CHECK_EQ_INT(whole.size, UINT32_MAX);
}

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    if (setjmp(ctx.fail)) {
        CHECK(!"out of memory");
        return TEST_DONE();
    }
    TypeTable tt;
    types_init(&tt, &ctx.arena);
    const Type *ref = type_reference(&tt, make_struct(&tt, "Ref", 1, tt.int_, NULL));
    for (size_t i = 0; i < COUNT_OF(cases); i++)
        run_case(&ctx.arena, &tt, ref, &cases[i]);
    check_vectors(&tt);
    check_matrices(&tt);
    check_arrays(&tt);
    check_structs(&tt);
    check_blocks(&tt);
    ctx_free(&ctx);
    return TEST_DONE();
}
