-- lower(name)'s statistics with the target 0240 set (a transaction of its own: see 0240).
ANALYZE channels;
