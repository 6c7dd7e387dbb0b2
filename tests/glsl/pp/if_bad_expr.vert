#version 450
#if
#endif
#if 1 +
#endif
#if (1
#endif
#if 1 2
#endif
#if 1.5
#endif
#if "s"
#endif
#if defined
#endif
#if defined(X
#endif
