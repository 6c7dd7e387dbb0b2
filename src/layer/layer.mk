# VK_LAYER_GLSPV_glsl_shader (src/layer/): VK_NV_glsl_shader as a Vulkan layer.
# Included by the top Makefile. The layer links libglspv statically and not
# the Vulkan loader (a layer is loaded by it); its tests and examples link
# the loader.
#
#   $(BUILD)/layer/libVkLayer_GLSPV_glsl_shader.so    the layer
#   $(BUILD)/layer/VkLayer_GLSPV_glsl_shader.json     its build-tree manifest:
#                                                     VK_ADD_LAYER_PATH=$(BUILD)/layer
#   $(BUILD)/layer-tests/                              tests/layer/ programs, the spy layer
#   $(BUILD)/examples/layer-compute, layer-error      what make demo runs
#   make check-layer                                  tests/layer/run.sh on $(BUILD)
#   make bench-layer                                  scripts/bench-layer (not a test)

LAYER_LIB   := libVkLayer_GLSPV_glsl_shader.so
LAYER_JSON  := VkLayer_GLSPV_glsl_shader.json
LAYER_DIR   := $(BUILD)/layer
LAYER_SRCS  := $(wildcard src/layer/*.c)
LAYER_OBJS  := $(LAYER_SRCS:src/layer/%.c=$(LAYER_DIR)/obj/%.o)
LAYER_TESTS := $(BUILD)/layer-tests
# The Vulkan version the manifest names: that of the headers built against.
VK_HEADER_VERSION := $(shell sed -n 's/^\#define VK_HEADER_VERSION \([0-9][0-9]*\).*/\1/p' \
                       /usr/include/vulkan/vulkan_core.h 2>/dev/null)
LAYER_API_VERSION := 1.3.$(or $(VK_HEADER_VERSION),0)
# Sanitizer builds leave undefined sanitizer symbols to the program.
LAYER_ZDEFS := $(if $(filter 1,$(SANITIZE)),,-Wl,-z,defs)

all: $(LAYER_DIR)/$(LAYER_LIB) $(LAYER_DIR)/$(LAYER_JSON) $(LAYER_TESTS)/layer_test $(LAYER_TESTS)/apps_test \
     $(LAYER_TESTS)/spy/libVkLayer_GLSPV_test_spy.so $(LAYER_TESTS)/spy/VkLayer_GLSPV_test_spy.json \
     $(BUILD)/examples/layer-compute $(BUILD)/examples/layer-error $(BUILD)/layer-tests/bench-layer

$(LAYER_DIR)/obj/%.o: src/layer/%.c src/layer/layer.h src/layer/disk_cache.h include/glspv.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -fPIC -fvisibility=hidden -pthread -c $< -o $@

# Only the loader's entry points are exported (layer.map); -Bsymbolic keeps
# the layer's own vkGetInstanceProcAddr from resolving to the loader's.
$(LAYER_DIR)/$(LAYER_LIB): $(LAYER_OBJS) $(BUILD)/libglspv.a src/layer/layer.map
	$(CC) -shared -Wl,-soname,$(LAYER_LIB) -Wl,--version-script=src/layer/layer.map -Wl,-Bsymbolic \
	    $(LAYER_ZDEFS) $(LDFLAGS) -o $@ $(LAYER_OBJS) $(BUILD)/libglspv.a -pthread $(LDLIBS)

# The build-tree manifest finds the library beside it.
$(LAYER_DIR)/$(LAYER_JSON): src/layer/manifest.json.in
	@mkdir -p $(dir $@)
	sed -e 's|@LIBRARY_PATH@|./$(LAYER_LIB)|' -e 's|@API_VERSION@|$(LAYER_API_VERSION)|' $< >$@

# ---- tests (tests/layer/) ----

LAYER_TEST_HEADERS := tests/layer/harness.h tests/layer/vkutil.h tests/layer/spy_layer.h src/layer/disk_cache.h

$(LAYER_TESTS)/%_test: tests/layer/%_test.c tests/layer/harness.c $(LAYER_TEST_HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -pthread $(LDFLAGS) -o $@ $< tests/layer/harness.c -ldl -lvulkan -pthread $(LDLIBS)

# A layer for tests only, put below ours: it records what reaches the driver.
$(LAYER_TESTS)/spy/libVkLayer_GLSPV_test_spy.so: tests/layer/spy_layer.c tests/layer/spy_layer.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -fPIC -fvisibility=hidden -pthread -shared -Wl,-Bsymbolic $(LDFLAGS) -o $@ $< -pthread

$(LAYER_TESTS)/spy/VkLayer_GLSPV_test_spy.json: tests/layer/spy_layer.json
	@mkdir -p $(dir $@)
	cp $< $@

# ---- examples and the benchmark ----

$(BUILD)/examples/%: examples/%.c examples/example.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $< -lvulkan $(LDLIBS)

$(BUILD)/layer-tests/bench-layer: scripts/bench-layer.c tests/layer/vkutil.h $(BUILD)/libglspv.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -Itests/layer $(LDFLAGS) -o $@ $< $(BUILD)/libglspv.a -lvulkan $(LDLIBS)

check-layer: all
	sh tests/layer/run.sh $(BUILD)

bench-layer: all
	sh scripts/bench-layer $(BUILD)

# ---- install (the variables are the top Makefile's) ----

install: install-layer
uninstall: uninstall-layer

# The installed manifests name the library by its absolute path (without
# DESTDIR). The implicit manifest is opt-in: the loader loads the layer
# through it only where ENABLE_VK_LAYER_GLSPV_glsl_shader=1 is set (and not
# DISABLE_VK_LAYER_GLSPV_glsl_shader=1); applications can still name the
# layer explicitly. IMPLICIT_LAYER=0 leaves it out.
IMPLICIT_LAYER ?= 1
LAYER_SED = sed -e 's|@LIBRARY_PATH@|$(LIBDIR)/$(LAYER_LIB)|' -e 's|@API_VERSION@|$(LAYER_API_VERSION)|'

install-layer: $(LAYER_DIR)/$(LAYER_LIB)
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(DATADIR)/vulkan/explicit_layer.d
	install -m 755 $(LAYER_DIR)/$(LAYER_LIB) $(DESTDIR)$(LIBDIR)/$(LAYER_LIB)
	$(LAYER_SED) src/layer/manifest.json.in >$(DESTDIR)$(DATADIR)/vulkan/explicit_layer.d/$(LAYER_JSON)
ifneq ($(IMPLICIT_LAYER),0)
	install -d $(DESTDIR)$(DATADIR)/vulkan/implicit_layer.d
	$(LAYER_SED) src/layer/implicit.json.in >$(DESTDIR)$(DATADIR)/vulkan/implicit_layer.d/$(LAYER_JSON)
endif

uninstall-layer:
	rm -f $(DESTDIR)$(LIBDIR)/$(LAYER_LIB) \
	      $(DESTDIR)$(DATADIR)/vulkan/explicit_layer.d/$(LAYER_JSON) \
	      $(DESTDIR)$(DATADIR)/vulkan/implicit_layer.d/$(LAYER_JSON)

.PHONY: check-layer bench-layer install-layer uninstall-layer
