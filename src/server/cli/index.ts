/**
 * The command-line tools behind `npm run admin:create`, `admin:invite`, `backup`, `restore`,
 * `church:import`, `recording` and `reminders`. Each file is an entry point; no module imports them.
 */
export {};
