/* The checker on small compute shaders: valid ones give no diagnostics and
 * the types and constants expected; each error gives one clear message on
 * the right line. */
#include <string.h>

#include "glsl/check/check.h"
#include "test.h"

typedef struct Run {
    Ctx ctx;
    Glsl g;
    GlslOptions o;
    CheckedUnit *unit;
    const char *messages; /* "LINE: message\n" each */
} Run;

/* Preprocesses, parses and checks `src` as a compute shader. */
static int run(Run *r, const char *src)
{
    memset(r, 0, sizeof *r);
    ctx_init(&r->ctx, NULL);
    if (setjmp(r->ctx.fail))
        return 0;
    r->o.stage = STAGE_COMPUTE;
    r->o.vulkan_version = 1u << 22;
    r->o.default_version = 450;
    r->g.ctx = &r->ctx;
    r->g.opts = &r->o;
    PpOutput pp;
    pp_run(&r->g, src, strlen(src), "t.comp", &pp);
    Ast *ast = parse_unit(&r->g, &pp);
    if (!r->ctx.error_count)
        r->unit = check_unit(&r->g, &pp, ast);
    Str s = {0};
    for (size_t i = 0; i < r->ctx.diags.len; i++)
        str_printf(&r->ctx.arena, &s, "%u: %s\n", r->ctx.diags.data[i].line, r->ctx.diags.data[i].message);
    r->messages = s.data ? s.data : "";
    return 1;
}

/* Checks that `body` (inside main of a compute shader with a buffer B)
 * gives exactly `want` ("" for no diagnostics; else "LINE: text" that the
 * one message must contain). */
static void expect(const char *globals, const char *body, const char *want, int line)
{
    char src[4096];
    snprintf(src, sizeof src,
             "#version 450\nlayout(local_size_x = 4) in;\n"
             "layout(std430, binding = 0) buffer B { int i; uint u; float f; vec4 v; mat3 m; int a[4]; float r[]; };\n"
             "%s\nvoid main() {\n%s\n}\n",
             globals, body);
    Run r;
    if (!run(&r, src)) {
        test_check(0, __FILE__, line, "the compilation ran out of memory");
        return;
    }
    if (!*want) {
        if (!test_check(r.ctx.diags.len == 0, __FILE__, line, "no diagnostics"))
            fprintf(stderr, "    got: %s", r.messages);
    } else {
        int ok = r.ctx.diags.len == 1 && strstr(r.messages, want) != NULL;
        if (!test_check(ok, __FILE__, line, want))
            fprintf(stderr, "    got: %s", r.messages);
    }
    ctx_free(&r.ctx);
}

#define OK(globals, body) expect(globals, body, "", __LINE__)
#define ERR(globals, body, want) expect(globals, body, want, __LINE__)

int main(void)
{
    /* Valid code: operators, conversions, swizzles, built-ins. */
    OK("", "f = float(i) + 1;");
    OK("", "u = u + i;");                       /* int converts to uint */
    OK("", "v.xy = v.zw * 2.0; v.x += f;");
    OK("", "v.xyz = m * v.xyz * 1.5 + vec4(1).xyzz.x;");
    OK("", "i = a[2] + a.length() + int(r.length());");
    OK("", "f = clamp(f, 0, 1) + dot(v, v) + length(v.xy);");
    OK("", "uint x = gl_GlobalInvocationID.x + gl_WorkGroupSize.x;");
    OK("float twice(float x) { return x * 2.0; }", "f = twice(f) + twice(i);");
    OK("void get(out int o, inout float io) { o = 1; io *= 2.0; }", "get(i, f);");
    OK("struct S { int k; vec2 p[2]; };", "S s = S(1, vec2[2](vec2(0), vec2(1))); i = s.k + int(s.p[1].y);");
    OK("const int N = 3 * 2;", "float w[N]; w[N - 1] = 1.0; i = w.length();");
    OK("", "for (int k = 0; k < 4; k++) { if (k == 2) continue; i += k; } while (i > 10) { i--; break; }");
    OK("", "switch (i) { case 0: i = 1; break; case 1: default: i = 2; }");
    OK("", "bool b = i > 0 && f < 1.0 || !(u == 3u); i = b ? 1 : 2;");
    OK("", "i = i << 2u; u = u >> 1; i = ~i & 0xff | 3 ^ i % 5;");
    OK("", "float p = i; double d = f; d = d * 2;");
    OK("struct S { int k; vec2 p; };", "S s = { 1, { 2.0, 3 } }; float w[] = { 1.0, 2, 3u }; i = w.length() + s.k;");
    OK("", "mat2 q = { vec2(1.0, 0.0), { 0.0, 1.0 } }; f = q[1][1];");

    /* Errors: one message each, on the right line (main's body is line 6). */
    ERR("", "x = 1;", "6: 'x' is not declared");
    ERR("", "i = f;", "6: cannot convert 'float' to 'int' in the assignment");
    ERR("", "i = u;", "6: cannot convert 'uint' to 'int'");
    ERR("", "v.xx = vec2(1.0);", "6: assignment needs something to write to, but the swizzle 'xx' repeats a component");
    ERR("", "v.xq = vec2(1.0);", "6: 'xq' is not a swizzle of 'vec4'");
    ERR("", "f = v.w.y;", "6: 'y' is not a swizzle of 'float'");
    ERR("", "i = a[4];", "6: index 4 is out of range for 'int[4]'");
    ERR("", "i = a[-1];", "6: index -1 is negative");
    ERR("", "f = v[f];", "6: an index must be a scalar integer, not 'float'");
    ERR("", "f = sin(v.xy, 1.0);", "6: no overload of built-in 'sin' takes ('vec2', 'float')");
    ERR("", "f = frobnicate(f);", "6: no function named 'frobnicate' is declared");
    ERR("", "v = v * mat2(1.0);", "6: wrong operand types for '*': 'vec4' and 'mat2'");
    ERR("", "f = f % 2.0;", "6: wrong operand types for '%'");
    ERR("", "if (i) f = 1.0;", "6: an 'if' condition must be a bool, not 'int'");
    ERR("", "break;", "6: 'break' outside a loop or switch");
    ERR("", "return 1;", "6: 'main' returns void: 'return' cannot have a value");
    ERR("", "gl_GlobalInvocationID = uvec3(0);", "6: assignment needs something to write to, but 'gl_GlobalInvocationID' is an input");
    ERR("", "vec4 w = vec4(1.0, 2.0);", "6: 'vec4' needs 4 components, 2 given");
    ERR("", "vec2 w = vec2(1.0, 2.0, 3.0);", "6: too many arguments to construct 'vec2'");
    ERR("struct S { int k; };", "S s = S(1, 2);", "6: 'S' has 1 members, 2 values given");
    ERR("", "int i = 1; int i = 2;", "6: 'i' is already declared in this scope");
    ERR("const int N = 0;", "float w[N];", "6: an array size must be greater than zero, not 0");
    ERR("", "int n = 2; float w[n];", "6: an array size must be a constant expression");
    ERR("float g(float x) { return x; }", "i = g(f, f);", "6: no overload of 'g' takes these arguments");
    ERR("int h() { return 1.5; }", "", "4: cannot convert 'float' to 'int' as the value of 'h'");
    ERR("", "switch (i) { case 1: break; case 1: break; }", "6: case 1 appears twice");
    ERR("", "discard;", "6: 'discard' is only allowed in fragment shaders");
    ERR("", "f = true ? 1.0 : vec2(1.0).x == 1.0;", "6: the two sides of '?:' have different types");
    ERR("", "const float c;", "6: const 'c' needs an initializer");
    ERR("", "vec3 w = { 1.0, 2.0 };", "6: 'vec3' needs 3 initializers, 2 given");
    ERR("int rf(int x);\nint rg(int x) { return rf(x); }\nint rf(int x) { return rg(x); }", "",
        "calls 'rg', which leads back to it: GLSL does not allow recursion");
    ERR("int h(int x) { if (x > 0) return 1; }", "", "4: 'h' can reach its end without returning a value");
    OK("int h(int x) { if (x > 0) return 1; else return 2; }", "i = h(i);");

    /* Stage layout qualifiers are found by halves in a table sorted by
     * name: its order, and its first, middle and last names found (each
     * refused in a compute shader), where common qualifiers are not. */
    size_t count = 0;
    for (const char *prev = NULL, *name; (name = check_stage_qualifier_name(count)) != NULL; prev = name, count++)
        if (prev && strcmp(prev, name) >= 0) {
            fprintf(stderr, "stage qualifiers out of order at %zu: '%s' then '%s'\n", count, prev, name);
            CHECK(!"stage qualifier table in strcmp order");
        }
    CHECK(count > 60);
    CHECK_EQ_STR(check_stage_qualifier_name(0), "blend_support_all_equations");
    CHECK_EQ_STR(check_stage_qualifier_name(count - 1), "xfb_stride");
    ERR("layout(blend_support_all_equations) in;", "",
        "4: layout(blend_support_all_equations) is not a qualifier of compute shaders");
    ERR("layout(xfb_stride = 16) in;", "", "4: layout(xfb_stride) is not a qualifier of compute shaders");
    ERR("layout(max_vertices = 3) in;", "", "4: layout(max_vertices) is not a qualifier of compute shaders");
    ERR("layout(origin_upper_left) in;", "", "4: layout(origin_upper_left) is not a qualifier of compute shaders");
    ERR("layout(local_size_z_id = 3) buffer C { int c; };", "", "4: layout(local_size_z_id) qualifies 'in' in compute shaders, not buffer");
    OK("layout(std430, binding = 1, set = 0) buffer C { int c; };", "");

    /* Constant folding reaches the symbols. */
    Run r;
    CHECK(run(&r, "#version 450\nlayout(local_size_x = 8, local_size_y = 2) in;\n"
                  "const ivec2 K = ivec2(3, 4) * 2;\nconst float L = length(vec2(3.0, 4.0));\nvoid main() {}\n"));
    CHECK_EQ_STR(r.messages, "");
    CHECK(r.unit && r.unit->local_size[0] == 8 && r.unit->local_size[1] == 2 && r.unit->local_size[2] == 1);
    Symbol *k = r.unit ? scope_lookup_local(r.unit->globals_scope, "K") : NULL;
    CHECK(k && k->value && k->value->count == 2 && k->value->comps[0].i == 6 && k->value->comps[1].i == 8);
    Symbol *l = r.unit ? scope_lookup_local(r.unit->globals_scope, "L") : NULL;
    CHECK(l && l->value && l->value->comps[0].f == 5.0);
    Symbol *wg = r.unit ? scope_lookup_local(r.unit->globals_scope, "gl_WorkGroupSize") : NULL;
    CHECK(wg && wg->value && wg->value->comps[0].u == 8 && wg->value->comps[1].u == 2 && wg->value->comps[2].u == 1);
    ctx_free(&r.ctx);
    return TEST_DONE();
}
