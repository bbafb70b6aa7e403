/**
 * The route table (docs/decisions/506) lives in shared/, where the server, the end-to-end tests
 * and the scripts build their links too; the client's code keeps importing it from here.
 */
export * from "@shared/paths";
