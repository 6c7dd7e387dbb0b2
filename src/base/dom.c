/* Dominator trees by semi-NCA (dom.h). Node numbers below are the
 * search's preorder numbers (0: the entry) unless named `node`. */
#include "base/dom.h"

/* Lengauer and Tarjan's COMPRESS without recursion: a path in the forest
 * can be as long as the graph is deep. Afterwards label[v] is the node of
 * least semidominator on v's path to its root (the root left out), and v
 * hangs right below the root. */
static void compress(uint32_t *anc, uint32_t *label, const uint32_t *semi, uint32_t v, uint32_t *path)
{
    uint32_t len = 0;
    while (anc[anc[v]] != DOM_NONE) {
        path[len++] = v;
        v = anc[v];
    }
    while (len) {
        uint32_t x = path[--len], up = anc[x];
        if (semi[label[up]] < semi[label[x]])
            label[x] = label[up];
        anc[x] = anc[up];
    }
}

/* The search from the entry, successors in order: preorder and postorder
 * numbers, the preorder's parents. Returns how many nodes it reached. */
static uint32_t search(Arena *a, const DomGraph *g, DomTree *t, uint32_t *vertex, uint32_t *parent)
{
    uint32_t *stack = arena_alloc_uninit(a, g->n * sizeof *stack), *next = arena_alloc_uninit(a, g->n * sizeof *next);
    uint32_t sp = 0, pre = 0, post = 0;
    t->dfs_pre[0] = pre, vertex[pre] = 0, parent[pre] = DOM_NONE, pre++;
    stack[sp] = 0, next[sp] = g->first[0], sp++;
    while (sp) {
        uint32_t node = stack[sp - 1];
        if (next[sp - 1] < g->first[node + 1]) {
            uint32_t s = g->succ[next[sp - 1]++];
            if (t->dfs_pre[s] == DOM_NONE) {
                parent[pre] = t->dfs_pre[node];
                t->dfs_pre[s] = pre, vertex[pre] = s, pre++;
                stack[sp] = s, next[sp] = g->first[s], sp++;
            }
            continue;
        }
        t->dfs_post[node] = post;
        t->postorder[post++] = node;
        sp--;
    }
    return pre;
}

void dom_tree(Arena *a, const DomGraph *g, DomTree *t)
{
    uint32_t n = g->n;
    t->idom = arena_alloc_uninit(a, n * sizeof *t->idom);
    t->pre = arena_alloc(a, n * sizeof *t->pre);
    t->last = arena_alloc(a, n * sizeof *t->last);
    t->tree_order = arena_alloc_uninit(a, n * sizeof *t->tree_order);
    t->dfs_pre = arena_alloc_uninit(a, n * sizeof *t->dfs_pre);
    t->dfs_post = arena_alloc(a, n * sizeof *t->dfs_post);
    t->postorder = arena_alloc_uninit(a, n * sizeof *t->postorder);
    for (uint32_t v = 0; v < n; v++)
        t->idom[v] = t->dfs_pre[v] = DOM_NONE;
    t->reached = 0;
    if (!n)
        return;
    uint32_t *vertex = arena_alloc_uninit(a, n * sizeof *vertex), *parent = arena_alloc_uninit(a, n * sizeof *parent);
    uint32_t count = t->reached = search(a, g, t, vertex, parent);

    /* The reached predecessors, by preorder number. */
    uint32_t *pfirst = arena_alloc(a, (count + 1) * sizeof *pfirst);
    for (uint32_t v = 0; v < count; v++)
        for (uint32_t e = g->first[vertex[v]]; e < g->first[vertex[v] + 1]; e++)
            pfirst[t->dfs_pre[g->succ[e]] + 1]++;
    for (uint32_t v = 0; v < count; v++)
        pfirst[v + 1] += pfirst[v];
    uint32_t *pred = arena_alloc_uninit(a, (pfirst[count] + 1) * sizeof *pred);
    uint32_t *fill = arena_alloc_uninit(a, (count + 1) * sizeof *fill);
    memcpy(fill, pfirst, (count + 1) * sizeof *fill);
    for (uint32_t v = 0; v < count; v++)
        for (uint32_t e = g->first[vertex[v]]; e < g->first[vertex[v] + 1]; e++)
            pred[fill[t->dfs_pre[g->succ[e]]]++] = v;

    /* Semidominators, latest first, each node linked to its parent once
     * done. A predecessor not done yet (numbered before w) is its own
     * candidate. */
    uint32_t *semi = arena_alloc_uninit(a, count * sizeof *semi), *label = arena_alloc_uninit(a, count * sizeof *label);
    uint32_t *anc = arena_alloc_uninit(a, (count + 1) * sizeof *anc), *path = arena_alloc_uninit(a, count * sizeof *path);
    for (uint32_t v = 0; v < count; v++)
        semi[v] = label[v] = v, anc[v] = DOM_NONE;
    anc[count] = DOM_NONE; /* (anc[DOM_NONE] is never read: compress stops first) */
    for (uint32_t w = count; w-- > 1;) {
        for (uint32_t e = pfirst[w]; e < pfirst[w + 1]; e++) {
            uint32_t v = pred[e], u = v;
            if (anc[v] != DOM_NONE) {
                compress(anc, label, semi, v, path);
                u = label[v];
            }
            if (semi[u] < semi[w])
                semi[w] = semi[u];
        }
        anc[w] = parent[w];
    }

    /* Immediate dominators: up from the parent to the first node at or
     * above the semidominator, in the tree built so far. */
    uint32_t *idom = label; /* reused: by preorder number */
    idom[0] = 0;
    for (uint32_t w = 1; w < count; w++) {
        uint32_t d = parent[w];
        while (d > semi[w])
            d = idom[d];
        idom[w] = d;
    }
    for (uint32_t w = 0; w < count; w++)
        t->idom[vertex[w]] = vertex[idom[w]];

    /* The dominator tree's preorder intervals: children lists, then a walk. */
    uint32_t *child = arena_alloc(a, count * sizeof *child), *sibling = arena_alloc(a, count * sizeof *sibling);
    for (uint32_t w = count; w-- > 1;) { /* (pushed latest first: children come in search order) */
        sibling[w] = child[idom[w]];
        child[idom[w]] = w + 1;
    }
    uint32_t *stack = path, sp = 0, number = 0;
    stack[sp++] = 0;
    t->tree_order[number] = vertex[0], t->pre[vertex[0]] = number++;
    while (sp) {
        uint32_t x = stack[sp - 1];
        if (child[x]) {
            uint32_t c = child[x] - 1;
            child[x] = sibling[c];
            t->tree_order[number] = vertex[c], t->pre[vertex[c]] = number++;
            stack[sp++] = c;
            continue;
        }
        t->last[vertex[x]] = number - 1;
        sp--;
    }
}
