// Local only (not committed): the shared config with a longer start-up wait for a busy machine.
import config from "./playwright.config";
const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
export default { ...config, webServer: { ...server, timeout: 1_200_000 } };
