/* glspv_options_set_limit and its companions: every limit has a name and a
 * nonzero default, a value set is read back and survives a clone, 0 restores
 * the default, and unknown limits are refused. How each limit is enforced is
 * tested where it bites (tests/glsl/limits/, the robustness inputs). */
#include <string.h>

#include "glspv.h"
#include "test.h"

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    for (int i = 0; i < GLSPV_LIMIT_COUNT; i++) {
        glspv_limit l = (glspv_limit)i;
        CHECK(glspv_limit_name(l) != NULL);
        CHECK(glspv_options_get_limit(NULL, l) != 0);
        CHECK_EQ_INT(glspv_options_get_limit(o, l), glspv_options_get_limit(NULL, l));
        for (int j = 0; j < i; j++)
            CHECK(strcmp(glspv_limit_name(l), glspv_limit_name((glspv_limit)j)) != 0);
    }
    CHECK_EQ_STR(glspv_limit_name(GLSPV_LIMIT_NESTING_DEPTH), "nesting-depth");
    CHECK_EQ_INT(glspv_options_get_limit(NULL, GLSPV_LIMIT_INCLUDE_DEPTH), 100);
    CHECK_EQ_INT(glspv_options_get_limit(NULL, GLSPV_LIMIT_SOURCE_BYTES), 64u << 20);

    CHECK_EQ_INT(glspv_options_set_limit(o, GLSPV_LIMIT_STRUCT_MEMBERS, 7), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_limit(o, GLSPV_LIMIT_STRUCT_MEMBERS), 7);
    glspv_options *c = NULL;
    CHECK_EQ_INT(glspv_options_clone(o, &c), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_limit(c, GLSPV_LIMIT_STRUCT_MEMBERS), 7);
    CHECK_EQ_INT(glspv_options_set_limit(o, GLSPV_LIMIT_STRUCT_MEMBERS, 0), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_get_limit(o, GLSPV_LIMIT_STRUCT_MEMBERS),
                 glspv_options_get_limit(NULL, GLSPV_LIMIT_STRUCT_MEMBERS));
    CHECK_EQ_INT(glspv_options_get_limit(c, GLSPV_LIMIT_STRUCT_MEMBERS), 7);

    CHECK_EQ_INT(glspv_options_set_limit(o, GLSPV_LIMIT_COUNT, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_limit(o, (glspv_limit)-1, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_limit(NULL, GLSPV_LIMIT_TOKENS, 1), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_get_limit(o, GLSPV_LIMIT_COUNT), 0);
    CHECK(glspv_limit_name(GLSPV_LIMIT_COUNT) == NULL);
    glspv_options_destroy(c);
    glspv_options_destroy(o);
    return TEST_DONE();
}
