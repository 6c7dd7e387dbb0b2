/* dom_tree against the definition: on random graphs (with unreachable
 * nodes, self loops, repeated edges and irreducible cycles) d dominates b
 * exactly when b is reached and every path from the entry to b passes d
 * (b is not reached once d is taken out); the immediate dominator is the
 * strict dominator that every other one dominates; the search's numbers
 * are a depth-first search's. Then the shape that made the iterative
 * algorithm quadratic, 20,000 ifs deep, each branching to one block. */
#include "base/dom.h"
#include "test.h"

enum { MAX = 24 };

/* Whether b is reached from the entry without passing `skip`. */
static int reaches(uint32_t n, const uint32_t *first, const uint32_t *succ, uint32_t skip, uint32_t b)
{
    uint8_t seen[MAX] = {0};
    uint32_t stack[MAX], sp = 0;
    if (skip == 0)
        return 0;
    seen[0] = 1, stack[sp++] = 0;
    while (sp) {
        uint32_t x = stack[--sp];
        if (x == b)
            return 1;
        for (uint32_t e = first[x]; e < first[x + 1]; e++)
            if (succ[e] != skip && !seen[succ[e]])
                seen[succ[e]] = 1, stack[sp++] = succ[e];
    }
    (void)n;
    return 0;
}

static uint32_t rng = 12345;
static uint32_t next_random(void)
{
    rng = rng * 1103515245u + 12345u;
    return rng >> 16;
}

int main(void)
{
    Ctx ctx;
    ctx_init(&ctx, NULL);
    int wrong_dom = 0, wrong_idom = 0, wrong_search = 0;
    for (int round = 0; round < 400; round++) {
        uint32_t n = 1 + next_random() % MAX, first[MAX + 1], succ[MAX * 4], m = 0;
        for (uint32_t v = 0; v < n; v++) {
            first[v] = m;
            uint32_t deg = next_random() % 4;
            for (uint32_t k = 0; k < deg; k++)
                succ[m++] = next_random() % n;
        }
        first[n] = m;
        DomGraph g = {n, first, succ};
        DomTree t;
        dom_tree(&ctx.arena, &g, &t);
        for (uint32_t b = 0; b < n; b++) {
            int reached = reaches(n, first, succ, DOM_NONE, b);
            if (reached != dom_reached(&t, b))
                wrong_dom++;
            if (!reached)
                continue;
            for (uint32_t d = 0; d < n; d++) {
                int dominates = reaches(n, first, succ, DOM_NONE, d) && (d == b || !reaches(n, first, succ, d, b));
                wrong_dom += dominates != dom_dominates(&t, d, b);
            }
            uint32_t i = t.idom[b];
            if (b == 0) {
                wrong_idom += i != 0;
                continue;
            }
            if (i == b || !dom_dominates(&t, i, b))
                wrong_idom++;
            for (uint32_t d = 0; d < n; d++)
                if (d != b && dom_dominates(&t, d, b) && !dom_dominates(&t, d, i))
                    wrong_idom++;
            /* Each tree edge of the search goes from an ancestor; every
             * edge goes to a node finished later unless it retreats. */
            for (uint32_t e = first[b]; e < first[b + 1]; e++) {
                uint32_t s = succ[e];
                int retreating = dom_search_ancestor(&t, s, b);
                if (!retreating && t.dfs_post[s] > t.dfs_post[b])
                    wrong_search++;
            }
        }
        for (uint32_t k = 0; k < t.reached; k++)
            wrong_search += t.dfs_post[t.postorder[k]] != k || t.pre[t.tree_order[k]] != k;
    }
    CHECK_EQ_INT(wrong_dom, 0);
    CHECK_EQ_INT(wrong_idom, 0);
    CHECK_EQ_INT(wrong_search, 0);

    /* Node 2k (k < D) is an if whose branches go deeper (to 2k+2, the last
     * one to the merge, node 2D) and to 2k+1, which breaks to the merge. */
    enum { D = 20000 };
    uint32_t n = 2 * D + 1, *first = malloc((n + 1) * sizeof *first), *succ = malloc(2 * n * sizeof *succ), m = 0;
    uint32_t merge = n - 1;
    for (uint32_t v = 0; v < n; v++) {
        first[v] = m;
        if (v < 2 * D && v % 2 == 0)
            succ[m++] = v + 2 < 2 * D ? v + 2 : merge, succ[m++] = v + 1;
        else if (v < 2 * D)
            succ[m++] = merge;
    }
    first[n] = m;
    DomGraph g = {n, first, succ};
    DomTree t;
    dom_tree(&ctx.arena, &g, &t);
    CHECK_EQ_INT(t.reached, n);
    CHECK_EQ_INT(t.idom[merge], 0);
    CHECK_EQ_INT(t.idom[2 * D - 2], 2 * D - 4);
    CHECK_EQ_INT(t.idom[2 * D - 1], 2 * D - 2);
    CHECK(dom_dominates(&t, 2, 2 * D - 1) && !dom_dominates(&t, 2, merge));
    free(first);
    free(succ);
    ctx_free(&ctx);
    return TEST_DONE();
}
