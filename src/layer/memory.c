/* Memory for the layer's own objects, through the application's
 * VkAllocationCallbacks when it gave any (the Vulkan rule for layers: the
 * allocator of the command, else that of the parent object), else the C
 * library. The compiler's memory goes the same way (mem_glspv_allocator). */
#include <stdlib.h>
#include <string.h>

#include "layer/layer.h"

/* Vulkan allocators want an alignment; the layer's objects hold pointers,
 * 64-bit integers and (for SPIR-V) 32-bit words. */
#define ALIGNMENT 16

void *mem_alloc(const VkAllocationCallbacks *a, size_t size, VkSystemAllocationScope scope)
{
    void *p;
    if (size == 0)
        size = 1;
    if (a) {
        p = a->pfnAllocation(a->pUserData, size, ALIGNMENT, scope);
        if (p)
            memset(p, 0, size);
    } else {
        p = calloc(1, size);
    }
    return p;
}

void mem_free(const VkAllocationCallbacks *a, void *p)
{
    if (!p)
        return;
    if (a)
        a->pfnFree(a->pUserData, p);
    else
        free(p);
}

char *mem_strdup(const VkAllocationCallbacks *a, const char *s, VkSystemAllocationScope scope)
{
    size_t n = strlen(s) + 1;
    char *p = mem_alloc(a, n, scope);
    if (p)
        memcpy(p, s, n);
    return p;
}

const VkAllocationCallbacks *mem_pick(const VkAllocationCallbacks *a, const VkAllocationCallbacks *b)
{
    return a ? a : b;
}

/* ---- the compiler's allocator ---- */

static void *glspv_alloc(void *user, size_t size)
{
    const VkAllocationCallbacks *a = user;
    return a->pfnAllocation(a->pUserData, size ? size : 1, ALIGNMENT, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
}

static void *glspv_realloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    const VkAllocationCallbacks *a = user;
    (void)old_size;
    return a->pfnReallocation(a->pUserData, ptr, new_size ? new_size : 1, ALIGNMENT,
                              VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
}

static void glspv_free(void *user, void *ptr, size_t size)
{
    const VkAllocationCallbacks *a = user;
    (void)size;
    if (ptr)
        a->pfnFree(a->pUserData, ptr);
}

void mem_glspv_allocator(const VkAllocationCallbacks *a, glspv_allocator *out)
{
    memset(out, 0, sizeof *out);
    if (!a)
        return;
    out->user = (void *)a;
    out->alloc_fn = glspv_alloc;
    out->realloc_fn = glspv_realloc;
    out->free_fn = glspv_free;
}
