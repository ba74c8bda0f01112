// Which local addresses a TCP port listens on, read from the kernel's socket
// tables (Linux), so a test can prove a server answers 127.0.0.1 alone.
import { existsSync, readFileSync } from "node:fs";

/** The hex local addresses LISTENing on `port`: 0100007F is 127.0.0.1, 00000000 every IPv4 interface. */
export function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    existsSync(table)
      ? readFileSync(table, "utf8")
          .split("\n")
          .slice(1)
          .map((line) => line.trim().split(/\s+/))
          // local_address is "ADDRESS:PORT" in hex; state 0A is LISTEN.
          .filter((columns) => columns[1]?.endsWith(`:${hexPort}`) && columns[3] === "0A")
          .map((columns) => columns[1]!.split(":")[0]!)
      : [],
  );
}
