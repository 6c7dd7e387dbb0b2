# The fuzz harnesses of tests/fuzz/ (tests/fuzz/README.md). Included by the top Makefile.
#   every build   $(BUILD)/fuzz/NAME: each harness as a plain program over files and folders
#                 (tests/fuzz_regress.py runs them over tests/fuzz/regress/NAME/)
#   make fuzz     the libFuzzer build in build-fuzz/ (clang, ASan+UBSan), seeds from the
#                 tests, then each target FUZZ_SECONDS seconds (tests/fuzz/run.py)
#   make fuzz-build   only that build

FUZZ_SRCS    := $(filter-out tests/fuzz/main.c,$(wildcard tests/fuzz/*.c))
FUZZ_BINS    := $(patsubst tests/fuzz/%.c,$(BUILD)/fuzz/%,$(FUZZ_SRCS))
# glspv-run's parser without its Vulkan parts.
FUZZ_RUN_OBJS := $(addprefix $(BUILD)/run/,script.o commands.o values.o textures.o format.o util.o)
FUZZ_SECONDS ?= 60
FUZZ_CC      ?= clang
# -O0 builds three times faster (scripts/check.sh's short run); -O1 runs faster.
FUZZ_OPT     ?= -O1

ifeq ($(FUZZER),1)
CFLAGS_ALL   += -fsanitize=fuzzer-no-link
FUZZ_DRIVER  :=
FUZZ_LINK    := -fsanitize=fuzzer
else
FUZZ_DRIVER  := tests/fuzz/main.c
FUZZ_LINK    :=
endif

all: $(FUZZ_BINS)

fuzz-bins: $(FUZZ_BINS)

$(BUILD)/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz.h $(FUZZ_DRIVER) $(BUILD)/libglspv.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) $(FUZZ_LINK) -o $@ $< $(FUZZ_DRIVER) $(BUILD)/libglspv.a $(LDLIBS)

$(BUILD)/fuzz/script: tests/fuzz/script.c tests/fuzz/fuzz.h $(FUZZ_DRIVER) $(FUZZ_RUN_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) $(FUZZ_LINK) -o $@ $< $(FUZZ_DRIVER) $(FUZZ_RUN_OBJS) $(LDLIBS)

fuzz-build:
	$(MAKE) BUILD=build-fuzz CC=$(FUZZ_CC) SANITIZE=1 FUZZER=1 OPT=$(FUZZ_OPT) fuzz-bins

# The seeds need the tools of the ordinary build (glspv, glspv-as).
fuzz: fuzz-build $(BUILD)/glspv $(BUILD)/glspv-as
	python3 tests/fuzz/run.py build-fuzz --seconds $(FUZZ_SECONDS) --tools $(BUILD)

.PHONY: fuzz fuzz-build fuzz-bins
