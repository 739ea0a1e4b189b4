/**
 * The messages of the server (WebSocket) and of its lobby (HTTP), as the server's own
 * types say them. Made by `npm run protocol` from protocol.schema.json, which
 * tools/protocol_schema.py makes from the server: do not edit by hand.
 */

/**
 * Who made an event (stored with it in the ``actions`` table).
 */
export type By = "seat" | "bot" | "clock" | "resign";
/**
 * Where a match is in its life (stored in the ``matches`` table).
 */
export type MatchStatus = "open" | "running" | "finished" | "expired";
/**
 * A message the server sends on a match's WebSocket.
 */
export type ServerMessage =
  | WelcomeMessage
  | StateMessage
  | AcceptedMessage
  | ErrorMessage
  | PongMessage
  | NoticeMessage
  | SeatFreedMessage
  | RematchMessage
  | HintMessage
  | HelpMessage
  | PhraseMessage
  | PresenceMessage;

/**
 * Every type of the protocol, by its name.
 */
export interface Protocol {
  AcceptedMessage: AcceptedMessage;
  AccountOut: AccountOut;
  AttachIn: AttachIn;
  AttachOut: AttachOut;
  AttemptIn: AttemptIn;
  BetterOut: BetterOut;
  By: By;
  ChangeOut: ChangeOut;
  CourseOut: CourseOut;
  CreateMatchIn: CreateMatchIn;
  CreatedOut: CreatedOut;
  CredentialsIn: CredentialsIn;
  DailyAllTimeOut: DailyAllTimeOut;
  DailyAllTimePlaceOut: DailyAllTimePlaceOut;
  DailyAttemptOut: DailyAttemptOut;
  DailyBoardOut: DailyBoardOut;
  DailyChallengeOut: DailyChallengeOut;
  DailyOut: DailyOut;
  DailyPlaceOut: DailyPlaceOut;
  DailyPlayIn: DailyPlayIn;
  DailyPlayOut: DailyPlayOut;
  DeleteAccountIn: DeleteAccountIn;
  ErrorMessage: ErrorMessage;
  ErrorOut: ErrorOut;
  EventOut: EventOut;
  GameBotsOut: GameBotsOut;
  GameOut: GameOut;
  GameRatingOut: GameRatingOut;
  HandToBotIn: HandToBotIn;
  HealthOut: HealthOut;
  HelpMessage: HelpMessage;
  HintMessage: HintMessage;
  HintsInfo: HintsInfo;
  HintsUsedOut: HintsUsedOut;
  HistoryEvent: HistoryEvent;
  HistoryOut: HistoryOut;
  JoinIn: JoinIn;
  JoinOut: JoinOut;
  LeaderboardOut: LeaderboardOut;
  LearnGameOut: LearnGameOut;
  LegalEntry: LegalEntry;
  LessonOut: LessonOut;
  LessonTitleOut: LessonTitleOut;
  MatchOut: MatchOut;
  MatchRatingsOut: MatchRatingsOut;
  MatchStatus: MatchStatus;
  NoticeMessage: NoticeMessage;
  OptionOut: OptionOut;
  Outcome: Outcome;
  PasskeyOptionsOut: PasskeyOptionsOut;
  PasskeyOut: PasskeyOut;
  PasskeyRegisterIn: PasskeyRegisterIn;
  PasskeySignInIn: PasskeySignInIn;
  PasswordChangeIn: PasswordChangeIn;
  PhraseMessage: PhraseMessage;
  PlayerRatingsOut: PlayerRatingsOut;
  PongMessage: PongMessage;
  PositionOut: PositionOut;
  PractiseIn: PractiseIn;
  PractiseOut: PractiseOut;
  PreferencesIn: PreferencesIn;
  PresenceEntry: PresenceEntry;
  PresenceMessage: PresenceMessage;
  RematchIn: RematchIn;
  RematchMessage: RematchMessage;
  RematchOut: RematchOut;
  ReviewIn: ReviewIn;
  ReviewOut: ReviewOut;
  SeatFreedMessage: SeatFreedMessage;
  SeatIn: SeatIn;
  SeatKeyOut: SeatKeyOut;
  SeatKeysOut: SeatKeysOut;
  SeatOut: SeatOut;
  SeatProofIn: SeatProofIn;
  ServerMessage: ServerMessage;
  SessionOut: SessionOut;
  SignedOutOut: SignedOutOut;
  StandingOut: StandingOut;
  StateMessage: StateMessage;
  StepOut: StepOut;
  VerdictOut: VerdictOut;
  WelcomeMessage: WelcomeMessage;
  YourGameOut: YourGameOut;
}
export interface AcceptedMessage {
  type: "accepted";
  id: string | number | null;
  version: number;
}
export interface AccountOut {
  id: string;
  name: string;
  language: ("en" | "nl" | "fi") | null;
  sound: boolean;
  kid_mode: boolean;
  created_at: string;
  /**
   * send it in the X-CSRF-Token header of every change
   */
  csrf_token: string;
  passkeys: PasskeyOut[];
}
export interface PasskeyOut {
  id: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}
export interface AttachIn {
  /**
   * at most 10 at a time
   *
   * @maxItems 10
   */
  seats: SeatProofIn[];
}
export interface SeatProofIn {
  match_id: string;
  seat: number;
  token: string;
}
export interface AttachOut {
  /**
   * how many of the seats now belong to the account
   */
  attached: number;
}
/**
 * A move in a lesson: the moves this attempt made before it (action JSON, as the
 * lesson's ``legal`` gave them) and the new move, as action JSON or in notation.
 */
export interface AttemptIn {
  lang?: "en" | "nl" | "fi";
  /**
   * @maxItems 8
   */
  played?: unknown[];
  /**
   * the new move as action JSON
   */
  action?: unknown;
  /**
   * the new move in notation
   */
  text?: string | null;
}
export interface BetterOut {
  review: string;
  move: number;
  /**
   * the match version before the decision
   */
  version: number;
  player: number;
  /**
   * the spectator's view after the better move
   */
  view: unknown;
  /**
   * the better move's actions as events
   */
  events: EventOut[];
}
/**
 * One stored move as a viewer may see it: a sealed simultaneous choice of another
 * seat has no ``action``, ``text``, ``words`` or ``motion`` until the round ends.
 */
export interface EventOut {
  version: number;
  seat: number;
  action: unknown;
  text: string | null;
  sealed: boolean;
  by: By;
  at: number;
  words?: {
    [k: string]: string | undefined;
  } | null;
  motion?: unknown;
}
export interface ChangeOut {
  seat: number;
  name: string;
  place: number;
  before: number;
  after: number;
  change: number;
  provisional: boolean;
}
/**
 * One course of a game: a variant's lessons in order.
 */
export interface CourseOut {
  game: string;
  variant: string;
  title: string;
  about: string;
  lessons: LessonTitleOut[];
}
export interface LessonTitleOut {
  lesson: string;
  title: string;
}
export interface CreateMatchIn {
  game: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  seats: SeatIn[];
  options?: {
    [k: string]: boolean | number | string | undefined;
  };
  /**
   * move clock: a bot plays when time runs out
   */
  move_seconds?: number | null;
  /**
   * show hints to the seat to move (none: on against bots and with young children's options, off between people online)
   */
  hints?: boolean | null;
  /**
   * every person's seat is played at the creator's screen: the match is not online (hints then follow the young children's options)
   */
  hot_seat?: boolean;
  /**
   * joined only through the invite link (it holds a secret); never listed
   */
  private?: boolean;
  /**
   * a rated match: needs a move clock, at least two seats, no hot seat and only rated bots (easy, medium, hard, expert); only signed-in accounts take its seats
   */
  rated?: boolean;
}
export interface SeatIn {
  kind: "human" | "bot";
  /**
   * bot name for a bot seat
   */
  bot?: string | null;
}
/**
 * A match just created, with what only its creator is told (once).
 */
export interface CreatedOut {
  id: string;
  /**
   * joined only through its invite link; never listed
   */
  private: boolean;
  game: string;
  game_name: string;
  options: {
    [k: string]: boolean | number | string | undefined;
  };
  players: number;
  status: MatchStatus;
  version: number;
  move_seconds: number | null;
  created_at: string;
  seats: SeatOut[];
  outcome: Outcome | null;
  /**
   * the seats to move now
   */
  to_move?: number[];
  /**
   * whether the match shows hints
   */
  hints?: boolean;
  /**
   * whether the match is rated
   */
  rated?: boolean;
  invite_url: string;
  websocket_url: string;
  /**
   * the creator's key (Authorization: Bearer): frees a seat nobody has played from
   */
  host_key: string;
  /**
   * a private match's invite secret (also in invite_url's #fragment); null for a public match
   */
  invite_secret: string | null;
}
/**
 * A seat as anyone may see it (never its token).
 */
export interface SeatOut {
  seat: number;
  kind: "human" | "bot";
  bot: string | null;
  name: string;
  open: boolean;
  connected: number;
  deadline: number | null;
  played: boolean;
}
/**
 * How a finished game ended (the engine's ``Outcome.to_json``), with ``reason_words``:
 * why it is over per language, with the players' names.
 */
export interface Outcome {
  scores: number[];
  ranks: number[];
  winners: number[];
  reason: string;
  details?: {
    [k: string]: unknown | undefined;
  };
  reason_words?: {
    [k: string]: string | undefined;
  };
}
export interface CredentialsIn {
  /**
   * 3-24 letters, digits and . - _ between them
   */
  name: string;
  /**
   * 8-128 characters, not a common one
   */
  password: string;
}
export interface DailyAllTimeOut {
  game: string;
  /**
   * only accounts with at least this many scored days
   */
  min_days: number;
  standings: DailyAllTimePlaceOut[];
}
export interface DailyAllTimePlaceOut {
  place: number;
  name: string;
  /**
   * average day's points (share of players beaten, 0-100)
   */
  points: number;
  days: number;
}
export interface DailyAttemptOut {
  match: string;
  /**
   * None while it runs; scored, late (finished after its day) or left
   */
  result: string | null;
  score: number | null;
  /**
   * the plain-text result line per language, once the attempt is scored
   */
  share: {
    [k: string]: string | undefined;
  } | null;
}
export interface DailyBoardOut {
  day: string;
  game: string;
  /**
   * the day is over
   */
  over: boolean;
  /**
   * the day's seed (decimal), once the day is over
   */
  seed: string | null;
  standings: DailyPlaceOut[];
}
export interface DailyPlaceOut {
  place: number;
  name: string;
  score: number;
}
export interface DailyChallengeOut {
  game: string;
  /**
   * the signed-in account's attempt today
   */
  attempt: DailyAttemptOut | null;
}
export interface DailyOut {
  /**
   * today, UTC (YYYY-MM-DD)
   */
  day: string;
  /**
   * when today's challenges end (midnight UTC)
   */
  ends_at: string;
  signed_in: boolean;
  challenges: DailyChallengeOut[];
}
export interface DailyPlayIn {
  /**
   * the seat's name when not signed in
   */
  name: string;
}
export interface DailyPlayOut {
  day: string;
  game: string;
  /**
   * the account's scored attempt (false: anonymous)
   */
  scored: boolean;
  seat: number;
  /**
   * the seat's secret; send it in the WebSocket hello
   */
  token: string;
  match: MatchOut;
}
export interface MatchOut {
  id: string;
  /**
   * joined only through its invite link; never listed
   */
  private: boolean;
  game: string;
  game_name: string;
  options: {
    [k: string]: boolean | number | string | undefined;
  };
  players: number;
  status: MatchStatus;
  version: number;
  move_seconds: number | null;
  created_at: string;
  seats: SeatOut[];
  outcome: Outcome | null;
  /**
   * the seats to move now
   */
  to_move?: number[];
  /**
   * whether the match shows hints
   */
  hints?: boolean;
  /**
   * whether the match is rated
   */
  rated?: boolean;
  invite_url: string;
  websocket_url: string;
}
export interface DeleteAccountIn {
  /**
   * the account's password, to confirm
   */
  password: string;
}
export interface ErrorMessage {
  type: "error";
  code:
    | "malformed"
    | "unknown_type"
    | "invalid"
    | "too_large"
    | "rate_limited"
    | "hello_first"
    | "bad_token"
    | "spectator"
    | "not_started"
    | "game_over"
    | "wrong_player"
    | "malformed_action"
    | "illegal"
    | "stale"
    | "server"
    | "hints_off"
    | "unknown_phrase"
    | "phrases_off"
    | "phrase_limit";
  message: string;
  version?: number;
  id?: string | number;
  reason?: string;
  words?: {
    [k: string]: string | undefined;
  };
}
export interface ErrorOut {
  detail: string;
}
export interface GameBotsOut {
  game: string;
  names: {
    [k: string]: string | undefined;
  };
  /**
   * the bot levels the game offers, weakest first
   */
  levels: string[];
  /**
   * the game's default options (a report with other options is a variant)
   */
  defaults: {
    [k: string]: unknown | undefined;
  };
  /**
   * arena reports measured for the game, each as `spelkast arena --json` prints
   */
  reports: {
    [k: string]: unknown | undefined;
  }[];
}
export interface GameOut {
  id: string;
  names: {
    [k: string]: string | undefined;
  };
  min_players: number;
  max_players: number;
  simultaneous: boolean;
  hidden_information: boolean;
  /**
   * what the game is about, by language
   */
  summary: {
    [k: string]: string | undefined;
  };
  options: OptionOut[];
  bots: string[];
  /**
   * the bot levels among bots, weakest first
   */
  levels: string[];
}
export interface OptionOut {
  name: string;
  kind: "bool" | "int" | "str";
  default: boolean | number | string;
  /**
   * what the option does, by language
   */
  description: {
    [k: string]: string | undefined;
  };
  choices: string[];
  minimum: number | null;
  maximum: number | null;
}
export interface GameRatingOut {
  game: string;
  rating: number;
  games: number;
  wins: number;
  /**
   * fewer than 10 rated games
   */
  provisional: boolean;
  /**
   * the rated games, oldest first
   */
  history: StepOut[];
}
export interface StepOut {
  match: string;
  at: string;
  place: number;
  players: number;
  before: number;
  after: number;
}
export interface HandToBotIn {
  bot: string;
}
export interface HealthOut {
  status: "ok";
  database: "sqlite" | "postgresql";
  active_matches: number;
  actions: number;
  bot_moves: number;
  clock_moves: number;
  bot_fallbacks: number;
  bad_messages: number;
  refused: {
    [k: string]: number | undefined;
  };
}
/**
 * A proposal for the seat to move on ``version``: ``actions`` to play in order
 * (Labyrinth: the push, then the walk), ``by`` ("rules" or "bot"), ``reaches_goal``
 * (Labyrinth) and ``summary`` per language.
 */
export interface HelpMessage {
  type: "help";
  id: string | number | null;
  version: number;
  seat: number;
  help: {
    [k: string]: unknown | undefined;
  };
  used: HintsUsedOut;
}
/**
 * How many turns one seat was shown a hint on, and asked for help on.
 */
export interface HintsUsedOut {
  hints: number;
  helps: number;
}
/**
 * A hint for the seat to move, computed from its view on ``version``: the game's
 * own shape (:mod:`spelkast.hints`), with ``summary`` per language.
 */
export interface HintMessage {
  type: "hint";
  id: string | number | null;
  version: number;
  seat: number;
  hint: {
    [k: string]: unknown | undefined;
  };
  used: HintsUsedOut;
}
/**
 * Whether the match shows hints, and per seat how many it used.
 */
export interface HintsInfo {
  on: boolean;
  used: HintsUsedOut[];
}
export interface HistoryEvent {
  version: number;
  seat: number;
  action: unknown;
  text: string;
  by: By;
  at: number;
  /**
   * the move in words per language (en, nl, fi)
   */
  words?: {
    [k: string]: string | undefined;
  } | null;
  /**
   * how a board plays the move back in steps
   */
  motion?: unknown;
}
export interface HistoryOut {
  match: MatchOut;
  /**
   * the match's shuffle seed (decimal), shown only once the game is over
   */
  seed: string;
  events: HistoryEvent[];
  /**
   * the spectator view after each version
   */
  views: {
    [k: string]: unknown | undefined;
  }[];
  /**
   * whether the match showed hints
   */
  hints?: boolean;
  /**
   * per seat, the turns it was shown a hint on and asked for help on
   */
  hints_used?: HintsUsedOut[];
}
export interface JoinIn {
  /**
   * 1-40 letters, digits, punctuation, symbols or spaces
   */
  name: string;
  seat?: number | null;
  /**
   * a private match's invite secret (the #invite= part of its link)
   */
  invite?: string | null;
}
export interface JoinOut {
  seat: number;
  /**
   * the seat's secret; send it in the WebSocket hello
   */
  token: string;
  match: MatchOut;
}
export interface LeaderboardOut {
  game: string;
  /**
   * only accounts with at least this many rated games
   */
  min_games: number;
  /**
   * … and a rated game within this many days
   */
  active_days: number;
  standings: StandingOut[];
}
export interface StandingOut {
  /**
   * 1 is the best shown rating
   */
  place: number;
  name: string;
  /**
   * the conservative figure shown (docs/accounts.md)
   */
  rating: number;
  games: number;
  /**
   * rated games finished in first place (ties included)
   */
  wins: number;
  updated_at: string;
}
export interface LearnGameOut {
  game: string;
  courses: CourseOut[];
}
/**
 * One legal action: its JSON and its notation.
 */
export interface LegalEntry {
  action: unknown;
  text: string;
}
/**
 * A lesson at a position: its texts, and the position as the learner's seat sees it
 * with the actions legal there (the fields a board reads from a ``state`` message).
 */
export interface LessonOut {
  game: string;
  variant: string;
  lesson: string;
  /**
   * the lesson's place in its course, from 1
   */
  number: number;
  /**
   * how many lessons the course has
   */
  count: number;
  /**
   * the key of the course's next lesson
   */
  next: string | null;
  title: string;
  rule: string;
  prompt: string;
  /**
   * how many moves the learner makes
   */
  steps: number;
  /**
   * how many of them are made at this position
   */
  step: number;
  seat: number;
  num_players: number;
  to_move: number[];
  view: unknown;
  legal: LegalEntry[];
}
export interface MatchRatingsOut {
  rated: boolean;
  /**
   * per account seat, once the rated match has finished (bots never move)
   */
  changes: ChangeOut[];
}
/**
 * Something about the match that is no move; ``text`` says it per language.
 */
export interface NoticeMessage {
  type: "notice";
  code: "bot_fallback";
  match: string;
  version: number;
  seat: number | null;
  name: string;
  bot: string;
  fallback: string;
  text: {
    [k: string]: string | undefined;
  };
}
export interface PasskeyOptionsOut {
  /**
   * send it back with the authenticator's answer
   */
  ticket: string;
  /**
   * WebAuthn options as JSON (base64url bytes)
   */
  options: {
    [k: string]: unknown | undefined;
  };
}
export interface PasskeyRegisterIn {
  ticket: string;
  label?: string;
  /**
   * the new credential as JSON
   */
  credential: {
    [k: string]: unknown | undefined;
  };
}
export interface PasskeySignInIn {
  ticket: string;
  /**
   * the assertion as JSON
   */
  credential: {
    [k: string]: unknown | undefined;
  };
}
export interface PasswordChangeIn {
  current: string;
  new: string;
}
/**
 * A preset phrase said by the player in ``seat``: only its id, which each reader
 * translates (never sent to a kid-mode account's connection).
 */
export interface PhraseMessage {
  type: "phrase";
  match: string;
  seat: number;
  phrase: "hello" | "good_luck" | "well_played" | "thanks" | "oops";
}
export interface PlayerRatingsOut {
  name: string;
  ratings: GameRatingOut[];
}
export interface PongMessage {
  type: "pong";
  id: string | number | null;
}
/**
 * A marked decision's position as its player saw it (the fields a board reads).
 */
export interface PositionOut {
  review: string;
  move: number;
  player: number;
  num_players: number;
  step: number;
  to_move: number[];
  view: unknown;
  legal: LegalEntry[];
  mark: string;
  /**
   * the move played, per language
   */
  played: {
    [k: string]: string | undefined;
  };
}
export interface PractiseIn {
  lang?: "en" | "nl" | "fi";
  /**
   * the move's actions so far (JSON)
   *
   * @minItems 1
   * @maxItems 4
   */
  actions: unknown[];
}
/**
 * ``refused`` (``code``: the engine's reason), ``next`` (the position to go on
 * from), ``best``, ``better``, ``not_better`` or ``same``.
 */
export interface PractiseOut {
  outcome: "refused" | "next" | "best" | "better" | "not_better" | "same";
  code: string | null;
  said: string;
  words: {
    [k: string]: string | undefined;
  };
  position: PositionOut | null;
  values: {
    [k: string]: number | null | undefined;
  };
}
export interface PreferencesIn {
  language?: ("en" | "nl" | "fi") | null;
  sound?: boolean | null;
  /**
   * hide text written by other people everywhere
   */
  kid_mode?: boolean | null;
}
/**
 * How many clients act for one seat.
 */
export interface PresenceEntry {
  seat: number;
  connected: number;
}
/**
 * A seat's player connected or left: how many clients act for each seat now (on
 * every node), sent to everyone watching the match without being asked.
 */
export interface PresenceMessage {
  type: "presence";
  match: string;
  seats: PresenceEntry[];
}
export interface RematchIn {
  /**
   * false: decline the offer
   */
  accept?: boolean;
}
/**
 * The rematch offer of a finished match as everyone may see it (never a token).
 */
export interface RematchMessage {
  type: "rematch";
  match: string;
  offered_by: number;
  accepted: number[];
  waiting: number[];
  declined_by: number | null;
  new_match: string | null;
}
export interface RematchOut {
  /**
   * the seat that offered (None: no offer)
   */
  offered_by: number | null;
  accepted: number[];
  /**
   * the seats whose answer is awaited
   */
  waiting: number[];
  declined_by: number | null;
  /**
   * the rematch, once everyone accepted
   */
  new_match: string | null;
  /**
   * your seat in the rematch
   */
  seat: number | null;
  /**
   * your seat token in the rematch (keep it secret)
   */
  token: string | null;
}
export interface ReviewIn {
  /**
   * the seats to review (default: all)
   */
  players?: number[] | null;
  /**
   * the budget of every search (default: the game's)
   */
  iterations?: number | null;
}
export interface ReviewOut {
  id: string;
  match: string;
  game: string;
  players: number[];
  iterations: number;
  status: "queued" | "running" | "done" | "failed";
  /**
   * decisions judged so far
   */
  done: number;
  /**
   * decisions to judge (known once the run begins)
   */
  total: number | null;
  error: string | null;
  /**
   * where to follow the review
   */
  poll: string;
  /**
   * the match version each record move made
   */
  versions: number[];
  /**
   * the review, once done
   */
  review: {
    [k: string]: unknown | undefined;
  } | null;
}
/**
 * The match's creator freed a seat nobody had played from: its token no longer
 * opens it and it is open again (the match waits for a player); ``name`` is who held
 * it, ``text`` says it per language.
 */
export interface SeatFreedMessage {
  type: "notice";
  code: "seat_freed";
  match: string;
  version: number;
  seat: number;
  name: string;
  text: {
    [k: string]: string | undefined;
  };
}
export interface SeatKeyOut {
  seat: number;
  /**
   * the seat's secret; send it in the WebSocket hello
   */
  token: string;
}
export interface SeatKeysOut {
  keys: SeatKeyOut[];
}
export interface WelcomeMessage {
  type: "welcome";
  match: string;
  game: string;
  seat: number | null;
  role: "spectator" | "player";
}
export interface StateMessage {
  type: "state";
  match: string;
  version: number;
  since: number | null;
  full: boolean;
  status: MatchStatus;
  seat: number | null;
  to_move: number[];
  view: unknown;
  events: EventOut[];
  seats: SeatOut[];
  outcome: Outcome | null;
  hints?: HintsInfo;
  legal: LegalEntry[];
}
export interface SessionOut {
  /**
   * null when this browser is not signed in
   */
  account: AccountOut | null;
}
export interface SignedOutOut {
  sessions_ended: number;
}
/**
 * What the engine made of the move: ``refused`` (``said`` explains the rule),
 * ``missed`` (allowed, but the goal is not met: ``lesson`` is back at its start),
 * ``next`` (go on: ``lesson`` is the position for the next move) or ``done``.
 */
export interface VerdictOut {
  outcome: "refused" | "missed" | "next" | "done";
  /**
   * the engine's refusal code
   */
  code: string | null;
  said: string;
  /**
   * the attempt's moves so far, to send with the next
   */
  played: unknown[];
  lesson: LessonOut;
}
export interface YourGameOut {
  match: MatchOut;
  seats: number[];
  /**
   * the seats whose key any device signed in to the account can fetch
   */
  anywhere: number[];
}
