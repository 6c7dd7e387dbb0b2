/* The binding and entry point options of the C API:
 * glspv_options_set_binding_base[_for_stage] (every binding of a kind
 * moved up; one stage's base against every stage's, the later call
 * winning), with GLSPV_FLAG_AUTO_BIND_UNIFORMS, and
 * glspv_options_set_entry_point_name; their bad arguments. What a module
 * ends up with is read back through glspv_reflect. */
#include "test.h"

static const char shader[] =
    "#version 450\n"
    "layout(binding = 1) uniform U { vec4 a; } u;\n"
    "layout(binding = 2) uniform sampler2D s;\n"
    "uniform V { vec4 b; } v;\n"
    "layout(location = 0) out vec4 o;\n"
    "void main() { o = u.a + v.b + texture(s, vec2(0.0)); }\n";

/* The reflection of the shader compiled with `o`, or NULL (freed by the caller). */
static char *reflected(const glspv_options *o)
{
    glspv_result *r = NULL, *json = NULL;
    if (glspv_compile(o, GLSPV_STAGE_FRAGMENT, shader, strlen(shader), "b.frag", &r) != GLSPV_OK) {
        fprintf(stderr, "%s", glspv_result_log(r));
        glspv_result_destroy(r);
        return NULL;
    }
    size_t n;
    const uint32_t *w = glspv_result_words(r, &n);
    char *text = NULL;
    if (glspv_reflect(w, n, &json) == GLSPV_OK)
        text = strcpy(malloc(strlen(glspv_result_text(json, NULL)) + 1), glspv_result_text(json, NULL));
    glspv_result_destroy(json);
    glspv_result_destroy(r);
    return text;
}

/* Whether the reflection gives resource `name` binding `binding` (in the
 * object that names it and has a binding: types have none). */
static int has_binding(const char *json, const char *name, int binding)
{
    char want[160];
    snprintf(want, sizeof want, "\"name\" : \"%s\",\n", name);
    for (const char *at = json ? strstr(json, want) : NULL; at; at = strstr(at + 1, want)) {
        const char *end = strchr(at, '}'), *b = strstr(at, "\"binding\" : ");
        if (b && end && b < end)
            return atoi(b + 12) == binding;
    }
    return 0;
}

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);

    /* Bad arguments. */
    CHECK_EQ_INT(glspv_options_set_binding_base(NULL, GLSPV_RESOURCE_IMAGE, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_binding_base(o, GLSPV_RESOURCE_KIND_COUNT, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_stage(o, GLSPV_STAGE_INFER, GLSPV_RESOURCE_IMAGE, 1),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_entry_point_name(o, ""), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_entry_point_name(NULL, "x"), GLSPV_ERROR_INVALID_ARGUMENT);

    /* Without a binding for V, Vulkan needs -fauto-bind-uniforms. */
    CHECK(reflected(o) == NULL);
    CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_AUTO_BIND_UNIFORMS), GLSPV_OK);
    char *json = reflected(o);
    CHECK(has_binding(json, "U", 1) && has_binding(json, "s", 2) && has_binding(json, "V", 0));
    free(json);

    /* Every stage's base: declared bindings move, V takes the lowest free one from 10. */
    CHECK_EQ_INT(glspv_options_set_binding_base(o, GLSPV_RESOURCE_UNIFORM_BUFFER, 10), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_binding_base(o, GLSPV_RESOURCE_TEXTURE, 20), GLSPV_OK);
    json = reflected(o);
    CHECK(has_binding(json, "U", 11) && has_binding(json, "s", 22) && has_binding(json, "V", 10));
    free(json);

    /* Another stage's base changes nothing here; this stage's replaces every stage's. */
    CHECK_EQ_INT(glspv_options_set_binding_base_for_stage(o, GLSPV_STAGE_VERTEX, GLSPV_RESOURCE_UNIFORM_BUFFER, 50),
                 GLSPV_OK);
    json = reflected(o);
    CHECK(has_binding(json, "U", 11));
    free(json);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_stage(o, GLSPV_STAGE_FRAGMENT, GLSPV_RESOURCE_UNIFORM_BUFFER, 30),
                 GLSPV_OK);
    json = reflected(o);
    CHECK(has_binding(json, "U", 31) && has_binding(json, "V", 30));
    free(json);
    /* ... until every stage's is set again. */
    CHECK_EQ_INT(glspv_options_set_binding_base(o, GLSPV_RESOURCE_UNIFORM_BUFFER, 0), GLSPV_OK);
    json = reflected(o);
    CHECK(has_binding(json, "U", 1) && has_binding(json, "V", 0));
    free(json);

    /* The entry point's name, and back to main. */
    CHECK_EQ_INT(glspv_options_set_entry_point_name(o, "shade"), GLSPV_OK);
    json = reflected(o);
    CHECK(json && strstr(json, "\"name\" : \"shade\",\n            \"mode\" : \"frag\"") != NULL);
    free(json);
    CHECK_EQ_INT(glspv_options_set_entry_point_name(o, NULL), GLSPV_OK);
    json = reflected(o);
    CHECK(json && strstr(json, "\"name\" : \"main\"") != NULL);
    free(json);

    glspv_options_destroy(o);

    /* A base given for one stage alone, on fresh options and on a clone of
     * them: the compile is handed the bases only once one was set. */
    glspv_options *p = NULL, *q = NULL;
    CHECK_EQ_INT(glspv_options_create(&p), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_flags(p, GLSPV_FLAG_AUTO_BIND_UNIFORMS), GLSPV_OK);
    json = reflected(p);
    CHECK(has_binding(json, "U", 1) && has_binding(json, "s", 2));
    free(json);
    CHECK_EQ_INT(glspv_options_set_binding_base_for_stage(p, GLSPV_STAGE_FRAGMENT, GLSPV_RESOURCE_TEXTURE, 40),
                 GLSPV_OK);
    CHECK_EQ_INT(glspv_options_clone(p, &q), GLSPV_OK);
    json = reflected(p);
    CHECK(has_binding(json, "U", 1) && has_binding(json, "s", 42));
    free(json);
    json = reflected(q);
    CHECK(has_binding(json, "U", 1) && has_binding(json, "s", 42));
    free(json);
    glspv_options_destroy(q);
    glspv_options_destroy(p);
    return TEST_DONE();
}
