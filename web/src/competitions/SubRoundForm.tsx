import { useId, useState, type FormEvent } from "react";
import { Select } from "../components/Select";
import { inputClass, primaryButton } from "../components/styles";

interface Player {
  id: string;
  username: string;
}

export interface SubRoundInput {
  name: string;
  points: number;
  playerId: string | null;
}

interface SubRoundFormProps {
  players: Player[];
  disabled: boolean;
  /** Resolves true when the sub-round was added; otherwise what was typed comes back. */
  onAdd: (subRound: SubRoundInput) => Promise<boolean>;
  onInvalid: (message: string) => void;
  /** Names to suggest as the name is typed (those used before between the two). */
  suggestions?: readonly string[];
  /** Called when the name is chosen to be typed in, to read the suggestions. */
  onNameFocus?: () => void;
}

/**
 * Sub-round name (with the names used before suggested), points (a whole number, 1 by default) and who won it: draw,
 * player one or player two.
 */
export function SubRoundForm({
  players,
  disabled,
  onAdd,
  onInvalid,
  suggestions = [],
  onNameFocus,
}: SubRoundFormProps) {
  const [name, setName] = useState("");
  const [points, setPoints] = useState("1");
  const [playerId, setPlayerId] = useState("");
  const ids = { name: useId(), points: useId(), player: useId(), suggestions: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = Number.parseInt(points, 10);
    if (Number.isNaN(parsed)) return onInvalid("Points must be a whole number");
    const typed = name;
    setName("");
    setPoints("1");
    if (!(await onAdd({ name: typed, points: parsed, playerId: playerId || null }))) setName((now) => now || typed);
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={ids.name} className="sr-only">
        Sub-round name
      </label>
      <input
        id={ids.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onFocus={onNameFocus}
        placeholder="Sub-round name"
        autoComplete="off"
        list={ids.suggestions}
        className={inputClass}
      />
      <datalist id={ids.suggestions}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <div className="flex gap-2">
        <label htmlFor={ids.points} className="sr-only">
          Points
        </label>
        <input
          id={ids.points}
          type="number"
          inputMode="numeric"
          step={1}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          className={`${inputClass} w-24!`}
        />
        <label htmlFor={ids.player} className="sr-only">
          Player
        </label>
        <Select
          id={ids.player}
          value={playerId}
          onChange={setPlayerId}
          none="draw"
          options={players.map(({ id, username }) => ({ value: id, label: username }))}
          className={`${inputClass} flex-1`}
        />
      </div>
      <button type="submit" disabled={disabled} className={`${primaryButton} w-full`}>
        Add Sub-round
      </button>
    </form>
  );
}
