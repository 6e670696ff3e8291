import { afterEach } from "vitest";
import { expectNoUnclaimedErrorLogs } from "./logs";

// Every test that starts a server fails on an error log it did not expect.
afterEach(() => expectNoUnclaimedErrorLogs());
