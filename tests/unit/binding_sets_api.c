/* Per-set binding bases and the default descriptor set of the C API
 * (glspv_options_set_binding_base_for_set, glspv_options_set_default_set:
 * glslangValidator's --shift-*-binding [stage] base set and
 * --resource-set-binding [stage] set), read back through the reflection
 * structs; their bad arguments and their bound. */
#include "test.h"

static const char shader[] =
    "#version 450\n"
    "layout(binding = 1) uniform U { vec4 a; } u;\n"
    "layout(set = 2, binding = 2) uniform sampler2D s;\n"
    "layout(binding = 3) uniform sampler2D t;\n"
    "layout(location = 0) out vec4 o;\n"
    "void main() { o = u.a + texture(s, vec2(0.0)) + texture(t, vec2(0.0)); }\n";

typedef struct Bound {
    uint32_t set, binding;
} Bound;

/* The set and binding of resource `name` compiled with `o` ({~0, ~0} when
 * it does not compile or has no such resource). */
static Bound bound(const glspv_options *o, const char *name)
{
    Bound b = {~0u, ~0u};
    glspv_result *r = NULL, *refl = NULL;
    size_t n = 0;
    const uint32_t *words = NULL;
    if (glspv_compile(o, GLSPV_STAGE_FRAGMENT, shader, strlen(shader), "s.frag", &r) == GLSPV_OK)
        words = glspv_result_words(r, &n);
    if (words && glspv_reflect(words, n, &refl) == GLSPV_OK) {
        const glspv_reflection *R = glspv_result_reflection(refl);
        for (uint32_t i = 0; R && i < R->binding_count; i++)
            if (!strcmp(R->bindings[i].name, name))
                b = (Bound){R->bindings[i].set, R->bindings[i].binding};
    }
    glspv_result_destroy(refl);
    glspv_result_destroy(r);
    return b;
}

#define CHECK_BOUND(o, name, want_set, want_binding)                                                        \
    do {                                                                                                      \
        Bound got_ = bound(o, name);                                                                          \
        CHECK_EQ_INT(got_.set, want_set);                                                                     \
        CHECK_EQ_INT(got_.binding, want_binding);                                                             \
    } while (0)

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);

    /* Bad arguments. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(NULL, GLSPV_STAGE_INFER, GLSPV_RESOURCE_TEXTURE, 0, 1),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_INFER, GLSPV_RESOURCE_KIND_COUNT, 0, 1),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, (glspv_stage)99, GLSPV_RESOURCE_TEXTURE, 0, 1),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_default_set(o, (glspv_stage)99, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_default_set(NULL, GLSPV_STAGE_INFER, 1), GLSPV_ERROR_INVALID_ARGUMENT);

    CHECK_BOUND(o, "s", 2, 2);
    CHECK_BOUND(o, "t", 0, 3);

    /* A base for set 2 only: s moves, t (set 0) does not. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_INFER, GLSPV_RESOURCE_TEXTURE, 2, 10), GLSPV_OK);
    CHECK_BOUND(o, "s", 2, 12);
    CHECK_BOUND(o, "t", 0, 3);
    /* The kind's own base moves the rest; the set's still wins for set 2. */
    CHECK_EQ_INT(glspv_options_set_binding_base(o, GLSPV_RESOURCE_TEXTURE, 5), GLSPV_OK);
    CHECK_BOUND(o, "s", 2, 12);
    CHECK_BOUND(o, "t", 0, 8);
    /* This stage's base for the set before every stage's; another stage's changes nothing. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_VERTEX, GLSPV_RESOURCE_TEXTURE, 2, 40), GLSPV_OK);
    CHECK_BOUND(o, "s", 2, 12);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_FRAGMENT, GLSPV_RESOURCE_TEXTURE, 2, 30),
                 GLSPV_OK);
    CHECK_BOUND(o, "s", 2, 32);
    /* The same stage, kind and set again replaces the base. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_FRAGMENT, GLSPV_RESOURCE_TEXTURE, 2, 20),
                 GLSPV_OK);
    CHECK_BOUND(o, "s", 2, 22);

    /* A default set: those without layout(set) move there; the per-set base
     * goes by the set as declared (0), as glslang's. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_INFER, GLSPV_RESOURCE_UNIFORM_BUFFER, 4, 7),
                 GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_default_set(o, GLSPV_STAGE_VERTEX, 3), GLSPV_OK);
    CHECK_BOUND(o, "u", 0, 1);
    CHECK_EQ_INT(glspv_options_set_default_set(o, GLSPV_STAGE_INFER, 4), GLSPV_OK);
    CHECK_BOUND(o, "u", 4, 1);
    CHECK_BOUND(o, "t", 4, 8);
    CHECK_BOUND(o, "s", 2, 22);

    /* Cloned options keep both. */
    glspv_options *copy = NULL;
    CHECK_EQ_INT(glspv_options_clone(o, &copy), GLSPV_OK);
    CHECK_BOUND(copy, "s", 2, 22);
    CHECK_BOUND(copy, "u", 4, 1);
    glspv_options_destroy(copy);

    /* Bounded: GLSPV_MAX_SET_BINDING_BASES entries, then a refusal. */
    glspv_status last = GLSPV_OK;
    for (uint32_t set = 100; set < 100 + GLSPV_MAX_SET_BINDING_BASES && last == GLSPV_OK; set++)
        last = glspv_options_set_binding_base_for_set(o, GLSPV_STAGE_INFER, GLSPV_RESOURCE_IMAGE, set, 1);
    CHECK_EQ_INT(last, GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_BOUND(o, "s", 2, 22);

    glspv_options_destroy(o);
    return TEST_DONE();
}
