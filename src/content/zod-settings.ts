// Imported first by every module that makes a schema: zod reads its settings
// as each schema is made. jitless: dozens of object schemas each parsed a few
// times cost more to compile (new Function) than they save.
import * as z from "zod";

z.config({ jitless: true });
