import { useQuery } from "@apollo/client/react";
import { SessionQuery } from "../sessionQuery";

interface Player {
  id: string;
  username: string;
}

/**
 * How a competition names its players: by username, except to signed-out visitors (SPEC.md section 1: names
 * do not show when signed out), who see "Player one" and "Player two".
 */
export function usePlayerName(players: { id: string }[]): (player: Player) => string {
  const { data } = useQuery(SessionQuery);
  if (data?.me) return (player) => player.username;
  return (player) => (players.findIndex(({ id }) => id === player.id) === 1 ? "Player two" : "Player one");
}
