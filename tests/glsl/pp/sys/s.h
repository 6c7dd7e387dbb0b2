int system_header;
