// zod's settings, imported first by every module that makes a schema: zod
// reads them as each schema is made.
//
// jitless: zod would otherwise write a parser for each object schema as
// JavaScript source and compile it (new Function) on first use. The site has
// dozens of object schemas, each parsed a handful of times, so the compiling
// costs more than it saves: loading the real content took about 120 ms with it
// and 85 ms without, and 4,000 generated pages were no slower without it.
// The checks and their messages are the same either way.
import * as z from "zod";

z.config({ jitless: true });
