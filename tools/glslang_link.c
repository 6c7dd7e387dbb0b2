/* glslangValidator's cross-stage check, for glspv-glslang: after every
 * stage compiled, each stage's outputs against the inputs of the next
 * stage in the pipeline (vertex, tessellation control and evaluation,
 * geometry, fragment; task, mesh, fragment), read from the modules'
 * reflection. As glslang does:
 *
 *   - variables pair by name, blocks by the block's name (not the
 *     instance's); built-ins are left alone (the pipeline gives them their
 *     meaning, not the pair);
 *   - the outer per-vertex array of a tessellation or geometry input (and
 *     of a tessellation control output) is not part of the type compared;
 *   - the types must match (numbers, shapes, array sizes), a struct's or
 *     block's members by name and type; explicit locations and components
 *     must agree. Interpolation need not (GLSL 4.40 dropped that rule, and
 *     glslang does not check it across stages).
 *
 * The messages have glslang's shape ("ERROR: Linking vertex and fragment
 * stages: Types must match:" and the two declarations), since scripts
 * match on them; a mismatch is a link error (exit status 3). */
#include <stdio.h>
#include <string.h>

#include "glslang_cli.h"

/* glslang's names of the stages, as its link messages print them. */
const char *glslang_stage_name(int stage)
{
    static const char *const names[] = {
        "vertex",   "tessellation control", "tessellation evaluation", "geometry", "fragment",
        "compute",  "task",                 "mesh",                    "ray-generation",
        "intersection", "any-hit",          "closest-hit",             "miss",    "callable",
    };
    return stage >= 0 && (size_t)stage < sizeof names / sizeof *names ? names[stage] : "unknown";
}

/* The stage that feeds `stage`'s inputs in a pipeline of `present` (bit i:
 * stage i is there), or -1. */
static int previous_stage(int stage, unsigned present)
{
    static const int before_fragment[] = {GLSPV_STAGE_MESH, GLSPV_STAGE_GEOMETRY, GLSPV_STAGE_TESS_EVALUATION,
                                          GLSPV_STAGE_TESS_CONTROL, GLSPV_STAGE_VERTEX};
    int from = -1;
    switch (stage) {
    case GLSPV_STAGE_TESS_CONTROL:
        from = 4; /* the vertex stage only */
        break;
    case GLSPV_STAGE_TESS_EVALUATION:
        from = 3;
        break;
    case GLSPV_STAGE_GEOMETRY:
        from = 2;
        break;
    case GLSPV_STAGE_FRAGMENT:
        from = 0;
        break;
    default:
        return -1;
    }
    for (int i = from; i < 5; i++)
        if (present & (1u << before_fragment[i]))
            return before_fragment[i];
    return -1;
}

/* Whether `stage`'s inputs (out = 0) or outputs (out = 1) carry an outer
 * array indexed by vertex. */
static int per_vertex(int stage, int out, const glspv_reflect_variable *v)
{
    if (v->flags & GLSPV_REFLECT_PATCH)
        return 0;
    if (out)
        return stage == GLSPV_STAGE_TESS_CONTROL || stage == GLSPV_STAGE_MESH;
    return stage == GLSPV_STAGE_TESS_CONTROL || stage == GLSPV_STAGE_TESS_EVALUATION ||
           stage == GLSPV_STAGE_GEOMETRY;
}

static int same_type(const glspv_reflect_type *a, const glspv_reflect_type *b, uint32_t skip_a, uint32_t skip_b);

static int same_dims(const glspv_reflect_type *a, const glspv_reflect_type *b, uint32_t skip_a, uint32_t skip_b)
{
    if (a->array_dim_count - skip_a != b->array_dim_count - skip_b)
        return 0;
    for (uint32_t i = 0; i + skip_a < a->array_dim_count; i++)
        if (a->array_dims[i + skip_a] != b->array_dims[i + skip_b])
            return 0;
    return 1;
}

/* The element types (arrays aside) agree. */
static int same_element(const glspv_reflect_type *a, const glspv_reflect_type *b)
{
    if (a->kind != b->kind || a->width != b->width || a->vector_size != b->vector_size || a->columns != b->columns)
        return 0;
    if (a->kind != GLSPV_TYPE_STRUCT)
        return 1;
    if (strcmp(a->name, b->name) || a->member_count != b->member_count)
        return 0;
    for (uint32_t m = 0; m < a->member_count; m++)
        if (strcmp(a->members[m].name, b->members[m].name) ||
            !same_type(a->members[m].type, b->members[m].type, 0, 0))
            return 0;
    return 1;
}

static int same_type(const glspv_reflect_type *a, const glspv_reflect_type *b, uint32_t skip_a, uint32_t skip_b)
{
    return a && b && same_dims(a, b, skip_a, skip_b) && same_element(a, b);
}

/* " vec4 a[3]": glslang's text of a declaration (its qualifiers left out). */
static void print_declaration(const glspv_reflect_type *t, const char *name)
{
    printf("\" %s %s", t->name, name);
    for (uint32_t i = 0; i < t->array_dim_count; i++)
        printf(t->array_dims[i] ? "[%u]" : "[]", (unsigned)t->array_dims[i]);
    printf("\"\n");
}

/* a "layout( location=0 component=2) smooth in"; the component shown
 * when it is what differs, or not 0 (reflection has no "none" for it). */
static void print_layout(const glspv_reflect_variable *v, int out, int component)
{
    printf("%s \"layout( location=%u", v->name, (unsigned)v->location);
    if (component || v->component)
        printf(" component=%u", (unsigned)v->component);
    const char *interp = v->flags & GLSPV_REFLECT_FLAT ? "flat" : v->flags & GLSPV_REFLECT_NOPERSPECTIVE ? "noperspective"
                                                                                                           : "smooth";
    printf(") %s %s\"\n", interp, out ? "out" : "in");
}

typedef struct Pair {
    int from, to; /* stages */
    const glspv_reflect_variable *out, *in;
    uint32_t skip_out, skip_in; /* per-vertex dimensions */
} Pair;

static void heading(const Pair *p, const char *what)
{
    printf("ERROR: Linking %s and %s stages: %s:\n", glslang_stage_name(p->from), glslang_stage_name(p->to), what);
}

/* The members of two structs or blocks of one name: the first that differs. */
static int check_members(const Pair *p)
{
    const glspv_reflect_type *a = p->out->type, *b = p->in->type;
    for (uint32_t m = 0; m < a->member_count || m < b->member_count; m++) {
        if (m >= a->member_count || m >= b->member_count) {
            int extra_out = m < a->member_count;
            const glspv_reflect_type *has = extra_out ? a : b;
            int has_stage = extra_out ? p->from : p->to, lacks_stage = extra_out ? p->to : p->from;
            printf("ERROR: Linking %s and %s stages: %s block member has no corresponding member in %s block:\n",
                   glslang_stage_name(p->from), glslang_stage_name(p->to), glslang_stage_name(has_stage),
                   glslang_stage_name(lacks_stage));
            printf("    %s stage: Block: %s, Member: %s\n", glslang_stage_name(p->from), a->name,
                   extra_out ? has->members[m].name : "n/a ");
            printf("    %s stage: Block: %s, Member: %s\n", glslang_stage_name(p->to), b->name,
                   extra_out ? "n/a " : has->members[m].name);
            return 1;
        }
        const glspv_reflect_member *ma = &a->members[m], *mb = &b->members[m];
        if (strcmp(ma->name, mb->name) || !same_type(ma->type, mb->type, 0, 0)) {
            heading(p, "Member names and types must match");
            printf("    Block: %s\n", a->name);
            printf("        %s stage: ", glslang_stage_name(p->from));
            print_declaration(ma->type, ma->name);
            printf("        %s stage: ", glslang_stage_name(p->to));
            print_declaration(mb->type, mb->name);
            return 1;
        }
    }
    return 0;
}

/* One output and the input of its name: the errors printed (0 or 1, the
 * first rule broken, as glslang stops at it). */
static int check_pair(const Pair *p)
{
    const glspv_reflect_type *a = p->out->type, *b = p->in->type;
    if (!a || !b)
        return 0;
    if (!same_dims(a, b, p->skip_out, p->skip_in)) {
        heading(p, "Array sizes must be compatible");
    } else if (a->kind == GLSPV_TYPE_STRUCT && b->kind == GLSPV_TYPE_STRUCT && !strcmp(a->name, b->name)) {
        return check_members(p);
    } else if (!same_element(a, b)) {
        heading(p, "Types must match");
    } else if (p->out->location != GLSPV_REFLECT_NONE && p->in->location != GLSPV_REFLECT_NONE &&
               (p->out->location != p->in->location || p->out->component != p->in->component)) {
        int component = p->out->location == p->in->location;
        heading(p, component ? "Layout component qualifier must match" : "Layout location qualifier must match");
        printf("    %s stage: ", glslang_stage_name(p->from));
        print_layout(p->out, 1, component);
        printf("    %s stage: ", glslang_stage_name(p->to));
        print_layout(p->in, 0, component);
        return 1;
    } else {
        return 0;
    }
    printf("    %s stage: ", glslang_stage_name(p->from));
    print_declaration(a, p->out->name);
    printf("    %s stage: ", glslang_stage_name(p->to));
    print_declaration(b, p->in->name);
    return 1;
}

/* A built-in, or a block of built-ins (gl_PerVertex). */
static int is_builtin(const glspv_reflect_variable *v)
{
    if (v->builtin != GLSPV_REFLECT_NONE)
        return 1;
    return v->type && v->type->kind == GLSPV_TYPE_STRUCT && v->type->member_count &&
           v->type->members[0].builtin != GLSPV_REFLECT_NONE;
}

/* What pairs a variable with its partner: a block's name (its instance
 * names may differ), else the variable's. */
static const char *match_name(const glspv_reflect_variable *v)
{
    return (v->flags & GLSPV_REFLECT_BLOCK) && v->type ? v->type->name : v->name;
}

static const glspv_reflect_entry_point *entry_of(const glspv_reflection *r)
{
    return r && r->entry_point_count ? &r->entry_points[0] : NULL;
}

int glslang_check_stage_interfaces(const glspv_reflection *const *stages)
{
    unsigned present = 0;
    for (int s = 0; s <= GLSPV_STAGE_MESH; s++)
        if (entry_of(stages[s]))
            present |= 1u << s;
    int errors = 0;
    for (int to = 0; to <= GLSPV_STAGE_MESH; to++) {
        int from = previous_stage(to, present);
        if (!(present & (1u << to)) || from < 0)
            continue;
        const glspv_reflect_entry_point *producer = entry_of(stages[from]), *consumer = entry_of(stages[to]);
        for (uint32_t i = 0; i < producer->output_count; i++) {
            const glspv_reflect_variable *out = &producer->outputs[i];
            if (is_builtin(out) || !*match_name(out))
                continue;
            for (uint32_t j = 0; j < consumer->input_count; j++) {
                const glspv_reflect_variable *in = &consumer->inputs[j];
                if (is_builtin(in) || strcmp(match_name(out), match_name(in)))
                    continue;
                Pair p = {from, to, out, in, 0, 0};
                p.skip_out = per_vertex(from, 1, out) && out->type && out->type->array_dim_count;
                p.skip_in = per_vertex(to, 0, in) && in->type && in->type->array_dim_count;
                errors += check_pair(&p);
                break;
            }
        }
    }
    return errors;
}
