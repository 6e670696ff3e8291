/** What other features may use of users (decision 052): a user's public shape and the reads and writes of users. */
export {
  createProfile,
  findSeededUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertSeededUser,
  markUserDeleted,
  publicUserJson,
  updateUser,
  type PublicUser,
} from "./store";
