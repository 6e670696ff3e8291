import type { Config } from "../config";
import type { Db } from "../db/client";
import type { NotifyBus } from "../db/bus";
import type { UserRow } from "../db/schema";
import type { Logger } from "../logger";

/** What every resolver may use: the app's services, and who is asking. */
export interface Services {
  config: Config;
  db: Db;
  bus: NotifyBus;
  logger: Logger;
}

export interface GraphQLContext extends Services {
  /** The signed-in user, or null. */
  viewer: UserRow | null;
}

export function createContext(services: Services, viewer: UserRow | null): GraphQLContext {
  return { ...services, viewer };
}
