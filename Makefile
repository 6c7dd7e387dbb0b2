# glspv: GNU make, a C11 compiler, nothing else.
#   make            build/libglspv.{a,so}, build/glspv-dis, build/glspv-as
#   make check      install what is missing, build, run every test (also under ASan+UBSan)
#   make demo       install what is missing, build, run the example
#   make tables     regenerate src/spirv/tables.{c,h} from the installed grammar
#   make builtin-index  regenerate src/glsl/check/builtins_index.h after editing a builtins*.def
#                       (and builtin_vars_index.h, pp/keywords_index.h: check_stage.c's and keywords.c's tables)
#   make asan       the sanitizer build, in build-asan/
#   make tsan       build-tsan/tests/threads: the library under ThreadSanitizer (clang)
#   make fuzz       the libFuzzer build in build-fuzz/, each target FUZZ_SECONDS s (tests/fuzz/)
#   make install    the library, header, pkg-config and CMake files, tools, man pages
#                   and the Vulkan layer under PREFIX (docs/install.md); make uninstall
# Variables: BUILD (output folder), CC, OPT, WERROR=1 (CI), SANITIZE=1;
#   for install: PREFIX (/usr/local), DESTDIR, BINDIR, LIBDIR, INCLUDEDIR, DATADIR, MANDIR.

BUILD   ?= build
CC      ?= cc
OPT     ?= -O2
WARN    := -Wall -Wextra -pedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(WERROR),1)
WARN    += -Werror
endif
CFLAGS_ALL := -std=c11 $(OPT) -g $(WARN) -Iinclude -Isrc -D_POSIX_C_SOURCE=200809L $(CFLAGS)
LDLIBS  := -lm
ifeq ($(SANITIZE),1)
# Small arena chunks (1 KiB: a few nodes each) make every growth path run
# under the sanitizers; 256 bytes gave every node a malloc of its own, and
# ASan's redzones took the 40,000-case switch past 256 MB.
ASAN_ARENA_CHUNK ?= 1024
CFLAGS_ALL += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all \
              -DGLSPV_ARENA_CHUNK=$(ASAN_ARENA_CHUNK)
LDFLAGS += -fsanitize=address,undefined
endif
ifeq ($(TSAN),1)
CFLAGS_ALL += -fsanitize=thread -fno-omit-frame-pointer
LDFLAGS += -fsanitize=thread
endif

# The command-line tools are linked statically where the C library allows
# it (STATIC_TOOLS=0 turns it off): a compiler started once per shader then
# begins in ~140K instructions, not ~370K (the dynamic loader's relocations
# of the constant tables and its symbol lookups). Sanitizers need dynamic links.
STATIC_TOOLS ?= $(shell t=$$(mktemp); printf 'int main(void){return 0;}\n' | \
                  $(CC) -x c - -static -o $$t >/dev/null 2>&1 && echo 1; rm -f $$t)
ifeq ($(SANITIZE),1)
STATIC_TOOLS :=
endif
TOOL_LDFLAGS := $(if $(filter 1,$(STATIC_TOOLS)),-static)

# Each function and datum in a section of its own, and the static tools
# linked with the code and tables a compile uses first (tools/link-order.txt,
# which scripts/order-functions makes and explains): a compile then maps
# less of the program. It needs lld (LINK_ORDER=0 turns it off); other
# linkers keep their own order.
LINK_ORDER ?= $(if $(filter 1,$(STATIC_TOOLS)),$(shell t=$$(mktemp); printf 'int main(void){return 0;}\n' | \
                $(CC) -x c - -static -fuse-ld=lld -Wl,--symbol-ordering-file=tools/link-order.txt \
                -Wl,--no-warn-symbol-ordering -o $$t >/dev/null 2>&1 && echo 1; rm -f $$t))
CFLAGS_ALL += -ffunction-sections -fdata-sections
ifeq ($(LINK_ORDER),1)
TOOL_LDFLAGS += -fuse-ld=lld -Wl,--symbol-ordering-file=tools/link-order.txt -Wl,--no-warn-symbol-ordering
endif

# The compiler is one folder per phase under src/glsl/ (docs/architecture.md).
LIB_SRCS  := $(wildcard src/base/*.c src/spirv/*.c src/val/*.c src/opt/*.c src/reflect/*.c src/glsl/*.c src/glsl/*/*.c)
LIB_OBJS  := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
# Each tools/glspv*.c is a command line with a main; the other .c files of
# tools/ are code they share, linked from an archive so that each tool takes
# only what it calls.
TOOL_SRCS := $(wildcard tools/glspv*.c)
TOOLS     := $(patsubst tools/%.c,$(BUILD)/%,$(TOOL_SRCS))
TOOL_COMMON := $(BUILD)/obj/tools/libtools.a
TOOL_COMMON_OBJS := $(patsubst %.c,$(BUILD)/obj/%.o,$(filter-out $(TOOL_SRCS),$(wildcard tools/*.c)))
UNIT_SRCS := $(wildcard tests/unit/*.c)
UNITS     := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(filter-out tests/unit/test.c,$(UNIT_SRCS)))

SONAME := libglspv.so.0

all: $(BUILD)/libglspv.a $(BUILD)/libglspv.so $(TOOLS) $(UNITS) $(BUILD)/glspv-glslang

$(BUILD)/obj/%.o: %.c $(wildcard include/*.h src/*/*.h src/*/*.def src/glsl/*/*.h src/glsl/*/*.def)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -fPIC -fvisibility=hidden -DGLSPV_BUILDING_LIBRARY -c $< -o $@

$(BUILD)/libglspv.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

# Only the public API is exported: hidden visibility plus a version script.
$(BUILD)/libglspv.so: $(LIB_OBJS) src/glspv.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=src/glspv.map $(LDFLAGS) -o $@ $(LIB_OBJS) $(LDLIBS)
	ln -sf libglspv.so $(BUILD)/$(SONAME)

$(BUILD)/obj/tools/%.o: tools/%.c $(wildcard tools/*.h) include/glspv.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(TOOL_COMMON): $(TOOL_COMMON_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/%: tools/%.c $(wildcard tools/*.h) $(TOOL_COMMON) $(BUILD)/libglspv.a include/glspv.h tools/link-order.txt
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) $(TOOL_LDFLAGS) -o $@ $< $(TOOL_COMMON) $(BUILD)/libglspv.a $(LDLIBS)

# glspv's glslangValidator personality (tools/glslang_cli.c) is glspv under this name.
$(BUILD)/glspv-glslang: $(BUILD)/glspv
	ln -sf glspv $@

# Unit tests may start threads (the library must be callable from many at once).
$(BUILD)/tests/%: tests/unit/%.c tests/unit/test.h tests/unit/budget.h $(BUILD)/libglspv.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -pthread $(LDFLAGS) -o $@ $< $(BUILD)/libglspv.a $(LDLIBS)

# glspv-run (Vulkan) has its own rules.
-include src/run/run.mk
# So has the Vulkan layer VK_LAYER_GLSPV_glsl_shader, with its tests and examples.
-include src/layer/layer.mk
# And the fuzz harnesses: plain programs in every build, libFuzzer ones with make fuzz.
include tests/fuzz/fuzz.mk

tables:
	python3 scripts/gen-spirv-tables.py

# The built-in functions by name, from the rows of the builtins*.def files
# (committed, like the grammar tables; builtins.c refuses a stale one).
builtin-index:
	python3 scripts/gen-builtin-index.py

asan:
	$(MAKE) BUILD=build-asan SANITIZE=1 OPT=-O1 all

# ThreadSanitizer: only the library and the test that compiles from many threads.
TSAN_CC ?= clang
TSAN_OPT ?= -O1
tsan:
	$(MAKE) BUILD=build-tsan CC=$(TSAN_CC) TSAN=1 OPT=$(TSAN_OPT) build-tsan/tests/threads

check:
	sh scripts/check.sh

demo:
	sh scripts/demo.sh

# Rewrites missing goldens; review them with git diff before committing.
bless: all
	BLESS=1 sh tests/run.sh $(BUILD)

# Compares glspv with glslangValidator and glslc (not a test; see scripts/bench).
bench: all
	python3 scripts/bench

clean:
	rm -rf build build-asan build-fuzz build-tsan build-cache

# ---- install (docs/install.md) ----

PREFIX      ?= /usr/local
EXEC_PREFIX ?= $(PREFIX)
BINDIR      ?= $(EXEC_PREFIX)/bin
LIBDIR      ?= $(EXEC_PREFIX)/lib
INCLUDEDIR  ?= $(PREFIX)/include
DATADIR     ?= $(PREFIX)/share
MANDIR      ?= $(DATADIR)/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR    ?= $(LIBDIR)/cmake/glspv

VERSION_PART = $(shell sed -n 's/^\#define GLSPV_VERSION_$(1) \([0-9][0-9]*\).*/\1/p' include/glspv.h)
VERSION     := $(call VERSION_PART,MAJOR).$(call VERSION_PART,MINOR).$(call VERSION_PART,PATCH)
LIBFILE     := libglspv.so.$(VERSION)
INSTALL_TOOLS := $(notdir $(TOOLS)) $(if $(RUN_SRCS),glspv-run)
# Paths in glspv.pc relative to ${prefix} where they are below it; the CMake
# files find the library and header relative to themselves.
pc_path     = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
rel_path    = $(shell realpath -m --relative-to='$(CMAKEDIR)' '$(1)')
INSTALL_SED = sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(call pc_path,$(LIBDIR))|' \
                  -e 's|@INCLUDEDIR@|$(call pc_path,$(INCLUDEDIR))|' -e 's|@VERSION@|$(VERSION)|' \
                  -e 's|@MAJOR@|$(call VERSION_PART,MAJOR)|' -e 's|@MINOR@|$(call VERSION_PART,MINOR)|' \
                  -e 's|@SONAME@|$(SONAME)|' -e 's|@CMAKE_TO_LIBDIR@|$(call rel_path,$(LIBDIR))|' \
                  -e 's|@CMAKE_TO_INCLUDEDIR@|$(call rel_path,$(INCLUDEDIR))|' \
                  -e "s|@SIZEOF_VOID_P@|$$(printf '__SIZEOF_POINTER__\n' | $(CC) -E -P - | tail -n 1)|"

install: $(BUILD)/libglspv.a $(BUILD)/libglspv.so $(addprefix $(BUILD)/,$(INSTALL_TOOLS))
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(CMAKEDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(BUILD)/libglspv.so $(DESTDIR)$(LIBDIR)/$(LIBFILE)
	ln -sf $(LIBFILE) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libglspv.so
	install -m 644 $(BUILD)/libglspv.a $(DESTDIR)$(LIBDIR)/libglspv.a
	install -m 644 include/glspv.h $(DESTDIR)$(INCLUDEDIR)/glspv.h
	for t in $(INSTALL_TOOLS); do install -m 755 $(BUILD)/$$t $(DESTDIR)$(BINDIR)/$$t || exit 1; done
	ln -sf glspv $(DESTDIR)$(BINDIR)/glspv-glslang
	$(INSTALL_SED) packaging/glspv.pc.in >$(DESTDIR)$(PKGCONFIGDIR)/glspv.pc
	$(INSTALL_SED) packaging/glspvConfig.cmake.in >$(DESTDIR)$(CMAKEDIR)/glspvConfig.cmake
	$(INSTALL_SED) packaging/glspvConfigVersion.cmake.in >$(DESTDIR)$(CMAKEDIR)/glspvConfigVersion.cmake
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(LIBFILE) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libglspv.so \
	      $(DESTDIR)$(LIBDIR)/libglspv.a $(DESTDIR)$(INCLUDEDIR)/glspv.h $(DESTDIR)$(PKGCONFIGDIR)/glspv.pc \
	      $(DESTDIR)$(CMAKEDIR)/glspvConfig.cmake $(DESTDIR)$(CMAKEDIR)/glspvConfigVersion.cmake \
	      $(DESTDIR)$(BINDIR)/glspv-glslang $(addprefix $(DESTDIR)$(BINDIR)/,$(INSTALL_TOOLS)) \
	      $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(wildcard man/*.1))) \
	      $(addprefix $(DESTDIR)$(MANDIR)/man7/,$(notdir $(wildcard man/*.7)))
	-rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null

.PHONY: all tables builtin-index asan tsan check demo bless bench clean install uninstall
