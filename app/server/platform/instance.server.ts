import { hostname } from "node:os";

/** This process among the instances sharing a database: its host and pid, in logs and job claims. */
export const instanceName = `${hostname()}:${process.pid}`;
