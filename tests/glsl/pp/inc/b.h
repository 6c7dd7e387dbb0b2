int from_b = __FILE__;
