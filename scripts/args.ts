/** The options of a script's command line: `--name=value` (the value may hold "="), and `--name` alone for "true". */
export const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, "").split("=");
    return [name ?? "", value.join("=") || "true"] as const;
  }),
);
