/* The arena's hash maps (u32map, ptrmap) across their growths: every key
 * put is found with its last value, key 0 of a u32map is kept aside, and
 * keys never put are not found. Grown tables leave their values
 * uninitialized where no key is (the sanitizer builds check none is
 * read). */
#include "base/base.h"
#include "test.h"

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    U32Map m = {0};
    enum { N = 5000 };
    for (uint32_t k = 0; k < N; k++)
        u32map_put(&ctx.arena, &m, k * 7919u, k);
    for (uint32_t k = 0; k < N; k += 3) /* values replaced, no new key */
        u32map_put(&ctx.arena, &m, k * 7919u, k + 1);
    int wrong = 0;
    for (uint32_t k = 0; k < N; k++) {
        uint32_t v = UINT32_MAX;
        if (!u32map_get(&m, k * 7919u, &v) || v != (k % 3 ? k : k + 1))
            wrong++;
        if (u32map_get(&m, k * 7919u + 1, NULL))
            wrong++;
    }
    CHECK_EQ_INT(wrong, 0);
    CHECK_EQ_INT(m.len, N - 1); /* key 0 is kept aside */

    static char objects[N];
    PtrMap p = {0};
    for (int i = 0; i < N; i++)
        ptrmap_put(&ctx.arena, &p, &objects[i], (uint32_t)i + 1);
    wrong = 0;
    for (int i = 0; i < N; i++)
        wrong += ptrmap_get(&p, &objects[i]) != (uint32_t)i + 1;
    CHECK_EQ_INT(wrong, 0);
    CHECK_EQ_INT(ptrmap_get(&p, &wrong), 0);
    ctx_free(&ctx);
    return TEST_DONE();
}
