# glspv-run: runs shader_test scripts on a Vulkan driver (src/run/).
# Included by the top Makefile; links libglspv statically and the Vulkan loader.
#   make                 also builds $(BUILD)/glspv-run
#   make check-run       runs tests/run*/ on lavapipe (tests/run_scripts.py)

RUN_SRCS := $(wildcard src/run/*.c)
RUN_OBJS := $(RUN_SRCS:src/run/%.c=$(BUILD)/run/%.o)
RUN_HDRS := src/run/run.h include/glspv.h

all: $(BUILD)/glspv-run

$(BUILD)/run/%.o: src/run/%.c $(RUN_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(BUILD)/glspv-run: $(RUN_OBJS) $(BUILD)/libglspv.a
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $(RUN_OBJS) $(BUILD)/libglspv.a -lvulkan $(LDLIBS)

check-run: $(BUILD)/glspv-run
	python3 tests/run_scripts.py $(BUILD)

.PHONY: check-run
