// @ts-check
// animtune preview: draws the scene at its real size and plays the current action with the
// timings of the `export waapi` module the server serves for the current state. Every
// animation is a Web Animations API `Animation`, so it can be paused and seeked. The page sends
// the server UI events only (which action, reduced motion, ghosts, and the version it applied),
// and the pointer samples of a gesture: the server answers with what animtune's core computes for
// them (each platform's release velocity, the outcome, every runtime's continuation), and with
// every runtime's retargeted spring for a tap on a moving element. The page computes none of it.

/** @typedef {{ name: string, x: number, y: number, width: number, height: number, scale: number, rotation: number,
 *   rotationAxis: string, cornerRadius: number, alpha: number, colour: string, z: number, outline: string }} ElementFrame */
/** @typedef {{ member: string, arguments: number[] }} TimingReference */
/** @typedef {{ element: string, property: string, from: number, to: number, timing?: TimingReference, linear?: string,
 *   times?: number[], values?: number[] }} Track */
/** @typedef {{ width: number, height: number, cornerRadius: number }} ScreenSize */
/** @typedef {{ element: string, times: number[], colours: string[] }} ColourTrack */
/** @typedef {{ object: string, duration: number, screen: ScreenSize, elements: ElementFrame[], tracks: Track[],
 *   colours: ColourTrack[] }} Plan */
/** @typedef {{ runtime: string, plan: Plan }} Ghost */
/** @typedef {{ name: string, points: number[][] }} CurveData */
/** @typedef {{ action: string, axis: string, sign: number }} Finger */
/** @typedef {{ scene: string, actions: string[], action: string, argument: string | null, reduced: boolean, values: Record<string, string>,
 *   module: string, plan: Plan | null, ghosts: Ghost[], problem: string | null, curve: CurveData | null, metrics: string,
 *   code: Record<string, string>, finger: Finger | null }} PreviewState */
/** @typedef {{ runtime: string, tracker: string, velocity: number, measured: number }} ReleaseVelocity */
/** @typedef {{ type: string, problem: string | null, action?: string, gesture?: boolean, outcome?: string, time?: number, target?: number,
 *   release?: { time: number, position: number }, pan?: { began: boolean, translation: number, velocity: number },
 *   velocities?: ReleaseVelocity[], runs?: Ghost[] }} Answer */
/** @typedef {{ type: string, problem: string | null, action?: string, time?: number, elements?: ElementFrame[] }} FollowAnswer */
/** @typedef {{ duration: number, easing: string }} Timing */
/** @typedef {{ name: string, unit: (value: number, axis: string) => string }} CSSProperty */

/** How each property of `run --table` is drawn: one CSS property each, so each has its own timing. */
/** @type {Record<string, CSSProperty>} */
const cssProperties = {
  x: { name: "left", unit: (v) => `${v}px` },
  y: { name: "top", unit: (v) => `${v}px` },
  width: { name: "width", unit: (v) => `${v}px` },
  height: { name: "height", unit: (v) => `${v}px` },
  scale: { name: "scale", unit: (v) => `${v}` },
  rotation: { name: "rotate", unit: (v, axis) => (axis === "x" ? `x ${v}deg` : `${v}deg`) },
  cornerRadius: { name: "borderRadius", unit: (v) => `${v}px` },
  alpha: { name: "opacity", unit: (v) => `${v}` },
  z: { name: "zIndex", unit: (v) => `${Math.round(v)}` },
};

/** Colours of the runtimes' ghosts, in the order the server lists them. */
const ghostColours = ["#e33", "#e80", "#bb0", "#3a3", "#0aa", "#36e", "#93e", "#e3a", "#777", "#a63"];

/** @type {PreviewState} */
const current = {
  scene: "", actions: [], action: "", argument: null, reduced: false, values: {}, module: "", plan: null, ghosts: [],
  problem: null, curve: null, metrics: "", code: {}, finger: null,
};

/** @param {string} id @returns {HTMLElement} */
function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

const device = byId("device");
const stage = byId("stage");
const playButton = /** @type {HTMLButtonElement} */ (byId("play"));
const loopBox = /** @type {HTMLInputElement} */ (byId("loop"));
const reducedBox = /** @type {HTMLInputElement} */ (byId("reduced"));
const ghostsBox = /** @type {HTMLInputElement} */ (byId("ghosts"));
const speedInput = /** @type {HTMLInputElement} */ (byId("speed"));
const scrubInput = /** @type {HTMLInputElement} */ (byId("scrub"));
const platformSelect = /** @type {HTMLSelectElement} */ (byId("platform"));
const runtimeSelect = /** @type {HTMLSelectElement} */ (byId("runtime"));
const recordBox = /** @type {HTMLInputElement} */ (byId("record"));
const reducedQuery = matchMedia("(prefers-reduced-motion: reduce)");

let version = 0;
let appliedVersion = 0;
/** The newest version drawn with the timings of its own module (before that: the core's keyframes). */
let moduleVersion = 0;
let paused = false;
let speed = 1;
/** Whether the reduced-motion box was used; until then it follows `prefers-reduced-motion`. */
let reducedChosen = false;
/** @type {Record<string, any>} */
let motionModule = {};
let importedModule = "";
/** The module being imported, while it is. */
let loadingModule = "";
/** Re-render at the clock's place, not from the start: only the timings' source changed. */
let keepPlace = false;
/** @type {Animation[]} */
let animations = [];
/** @type {Animation | null} */
let clock = null;
/** @type {Record<string, HTMLElement>} */
let elements = {};
let pendingPlay = false;
/** The newest version whose second message (its curve, measures, code and ghosts) is drawn, every ghost added. */
let detailedVersion = 0;
/** The newest version whose second message has arrived. */
let receivedDetails = 0;
/** What `showTime` last wrote: the time's label and the cursor's place on the curve. */
const shownTime = { label: "", cursor: "" };
/** The action (and its argument) whose animations are built; another one starts from its beginning. */
let builtAction = "";
/** The members of the state that changed since the page last drew it: only their part of the panel is drawn again. */
let changed = new Set(Object.keys(current));
/** The members of a state that only the panel shows. */
const panelMembers = new Set(["curve", "metrics", "code"]);
/** The members of a state's second message: they change the panel and the ghosts, never the scene's own animations. */
const detailMembers = new Set([...panelMembers, "ghosts"]);
/**
 * The ghosts on show: what they are drawn from (``ghostSource``), the run played solid then,
 * their nodes and their animations.
 * `job` marks the adding of a state's ghosts a runtime per task: a newer one ends it.
 * @type {{ source: unknown, solid: string, nodes: HTMLElement[], animations: Animation[], job: object | null }}
 */
let shownGhosts = noGhosts();
/** Whether a state's ghosts are still being added (a runtime per task). */
let ghostsPending = false;
/** The names and outlines of the elements whose nodes are in the device: the same ones are restyled, not made again. */
let builtElements = "";
/** The stage's size, kept by a ResizeObserver so that drawing never waits for a layout. */
let stageSize = { width: stage.clientWidth, height: stage.clientHeight };
let rendering = false;
let renderAgain = false;
/** @type {{ action: string, reduced: boolean | null, resolve: (animations: Animation[]) => void }[]} */
let waiters = [];
/**
 * What the server answered to the last gesture or tap, played instead of the state's plan (the
 * runtime chosen in the page solid, the others as ghosts) until the next state arrives.
 * @type {{ answer: Answer, start: number } | null}
 */
let override = null;
/** @type {Answer | null} */
let lastAnswer = null;
let answerCount = 0;
/** @type {((answer: Answer) => void)[]} */
let answerWaiters = [];
/** The resolution of Chromium's event times (ms): coarsened to 100 µs where the page is not cross-origin isolated. */
const eventTimeResolution = 0.1;
/** How far (points) a pointer moves before it drags rather than taps (UIKit's pan threshold). */
const dragThreshold = 10;
/** Most samples a gesture message carries, and its longest span (ms): the server's bounds. */
const maximumSamples = 10000, maximumSpan = 60000;
/**
 * The pointer that is down: its samples `[timeStamp ms, x pt, y pt]`, whether it drags, where
 * along the finger's axis the drag began (the pan's begin point), the clock's time when it came
 * down mid-flight, what it pressed at rest (the card's cell in the list, or a tab of the bar),
 * and the tab under it, which a tap mid-flight sends the indicator to.
 * @type {{ id: number, samples: number[][], begin: number | null, tapTime: number | null, press: string | null, tab: string | null } | null}
 */
let pointer = null;

const socket = new WebSocket(new URL("socket", location.href).href.replace(/^http/, "ws"));

socket.addEventListener("open", () => {
  byId("status").textContent = "live";
  if (reducedQuery.matches) send({ type: "reduced", on: true });
});
socket.addEventListener("close", (event) => {
  byId("status").textContent = `disconnected${event.reason ? ": " + event.reason : ""} — the shell stopped the preview`;
});
socket.addEventListener("message", (event) => {
  if (typeof event.data !== "string") return;
  const message = JSON.parse(event.data);
  if (message.type === "gesture" || message.type === "retarget") return void answered(message);
  if (message.type === "follow") return void followed(message);
  if (message.type !== "state" || typeof message.version !== "number") return;
  // The answer plays until the scene, its values or the action change, or the shell plays one
  // (the push that switches to the finger's action may arrive after the answer to its gesture).
  if (override && ("scene" in message || "values" in message || message.play === true
    || ("action" in message && message.action !== override.answer.action))) {
    override = null;
    changed.add("ghosts");
  }
  for (const key of Object.keys(current)) {
    if (!(key in message)) continue;
    /** @type {Record<string, unknown>} */ (current)[key] = message[key];
    changed.add(key);
  }
  // The same version again adds what the server sends second (the ghosts): keep the clock.
  if (message.version !== version) keepPlace = false; else if (message.play !== true) keepPlace = true;
  version = message.version;
  if (message.details === true) receivedDetails = message.version;
  if (message.play === true) pendingPlay = true;
  scheduleRender();
});

/** @param {object} message */
function send(message) {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** Renders the newest state; changes that arrive meanwhile are merged and rendered once after. */
function scheduleRender() {
  if (rendering) { renderAgain = true; return; }
  rendering = true;
  render().catch((error) => { byId("problem").textContent = String(error); }).finally(() => {
    rendering = false;
    if (renderAgain) { renderAgain = false; scheduleRender(); }
  });
}

/**
 * Draws the newest state at once: the tracks that follow a timing of this state's module play
 * the core's keyframes until the module is imported, then the module's own timings, from the
 * same place on the clock.
 */
async function render() {
  const rendered = version;
  const withModule = !current.module || current.module === importedModule;
  // The second message of a state (its curve, measures, code and ghosts) changes the panel and the ghosts alone.
  const moduleArrived = withModule && moduleVersion !== appliedVersion;
  if (rendered === appliedVersion && !pendingPlay && !moduleArrived && [...changed].every((member) => detailMembers.has(member))) {
    showPanel(changed);
    addGhosts();
    changed = new Set();
    settleDetails();
    return;
  }
  const at = clockTime();
  const action = `${current.action} ${current.argument ?? ""}`;
  const replay = !override && (pendingPlay || (!keepPlace && (!paused || action !== builtAction)));
  const playing = !paused;
  keepPlace = false;
  pendingPlay = false;
  builtAction = action;
  build();
  if (replay) place(0, true); else place(at, playing);
  // A finger that is dragging keeps the scene where it holds it.
  if (pointer && pointer.begin !== null) follow();
  showPanel(changed);
  changed = new Set();
  appliedVersion = rendered;
  if (withModule) moduleVersion = rendered;
  send({ type: "ack", version: rendered, module: withModule });
  addGhosts();
  settleDetails();
  // The server writes the module when asked: after the change is on the screen.
  if (!withModule) loadModule(current.module);
  if (!withModule) return;
  const done = (/** @type {{ action: string, reduced: boolean | null }} */ w) =>
    w.action === current.action && (w.reduced === null || w.reduced === current.reduced);
  const ready = waiters.filter(done);
  waiters = waiters.filter((w) => !done(w));
  for (const waiter of ready) waiter.resolve(animations.slice());
}

/**
 * Imports the module of a state; when it is still the current state's, draws it again with
 * the module's timings.
 * @param {string} url
 */
function loadModule(url) {
  if (loadingModule === url) return;
  loadingModule = url;
  const realm = moduleRealm();
  realm.imports += 1;
  realm.ready.then((load) => load(url)).then((module) => {
    if (loadingModule === url) loadingModule = "";
    if (current.module !== url) return;
    motionModule = module;
    importedModule = url;
    // The realms before this one hold modules nothing plays any more.
    for (const frame of retiredRealms) frame.remove();
    retiredRealms = [];
    keepPlace = true;
    scheduleRender();
  }, (error) => {
    if (loadingModule === url) loadingModule = "";
    byId("problem").textContent = `the module of this state did not load: ${String(error)}`;
  });
}

/** How many modules a realm imports before the page makes another. */
const modulesPerRealm = 20;
/** How many imports before a realm is full the page makes the next one, so that it has loaded. */
const realmLeadImports = 5;
/**
 * The frame whose realm imports the states' modules (`realm.html`): an imported module stays in
 * its document's module map as long as the document does, so every `modulesPerRealm` imports the
 * page moves to a new frame, and drops the old one once a module from the new one plays. The
 * next frame is made a few imports ahead, so that no import waits for a document to load.
 * @typedef {{ frame: HTMLIFrameElement, ready: Promise<(url: string) => Promise<Record<string, any>>>, imports: number }} Realm
 * @type {Realm | null}
 */
let realm = null;
/** @type {Realm | null} */
let nextRealm = null;
/** @type {HTMLIFrameElement[]} */
let retiredRealms = [];
/** How many realms the page has made (the test hook reads it). */
let realmsMade = 0;

/** @returns {Realm} the realm to import the next module in */
function moduleRealm() {
  if (realm && realm.imports >= modulesPerRealm - realmLeadImports && !nextRealm) nextRealm = makeRealm();
  if (realm && realm.imports < modulesPerRealm) return realm;
  if (realm) retiredRealms.push(realm.frame);
  realm = nextRealm ?? makeRealm();
  nextRealm = null;
  return realm;
}

/** @returns {Realm} a new frame for modules, loading */
function makeRealm() {
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.title = "the realm of the states' modules";
  const ready = new Promise((resolve, reject) => {
    frame.addEventListener("load", () => {
      const load = /** @type {any} */ (frame.contentWindow)?.importModule;
      if (typeof load === "function") resolve(load); else reject(new Error("the module realm did not start"));
    }, { once: true });
  });
  frame.src = "realm.html";
  document.body.append(frame);
  realmsMade += 1;
  return { frame, ready: /** @type {Realm["ready"]} */ (ready), imports: 0 };
}

/**
 * Lays out every element and makes the animations of the current action. The nodes of the same
 * elements as before are restyled in place (a nudge changes values, not elements); the ghosts'
 * nodes are made again.
 */
function build() {
  const chosen = override ? chosenRun(override.answer.runs ?? []) : null;
  const plan = chosen ? chosen.plan : current.plan;
  const names = plan ? plan.elements.map((frame) => `${frame.name}:${frame.outline}`).join(" ") : "";
  // The ghosts stay as they are while what they show does (a nudge of another spring, the module's timings).
  const keepGhosts = names === builtElements && shownGhosts.source === ghostSource() && shownGhosts.solid === runtimeSelect.value;
  if (!keepGhosts) removeGhosts();
  const ghostly = new Set(shownGhosts.animations);
  for (const animation of animations) if (!ghostly.has(animation)) animation.cancel();
  animations = shownGhosts.animations.slice();
  const problem = current.problem ?? "";
  if (byId("problem").textContent !== problem) byId("problem").textContent = problem;
  if (!plan) {
    removeGhosts();
    for (const animation of animations) animation.cancel();
    animations = [];
    device.replaceChildren();
    elements = {};
    builtElements = "";
    return;
  }
  const screen = plan.screen;
  if (device.style.width !== `${screen.width}px` || device.style.height !== `${screen.height}px`) {
    device.style.width = `${screen.width}px`;
    device.style.height = `${screen.height}px`;
    fit();
  }
  device.style.borderRadius = `${screen.cornerRadius}px`;
  if (names === builtElements) {
    for (const frame of plan.elements) styleElement(elements[frame.name], frame);
  } else {
    device.replaceChildren();
    elements = {};
    for (const frame of plan.elements) {
      const node = drawElement(frame);
      node.dataset.animtune = frame.name;
      elements[frame.name] = node;
    }
    builtElements = names;
  }
  for (const track of plan.tracks) {
    const node = elements[track.element];
    const frame = plan.elements.find((e) => e.name === track.element);
    if (node && frame) animations.push(animate(node, track, frame.rotationAxis, plan, timingOf(track, plan)));
  }
  for (const track of plan.colours) {
    const node = elements[track.element];
    if (node) animations.push(animateColour(node, track, plan));
  }
  const end = Math.max(plan.duration * 1000, ...animations.map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0)));
  clock = device.animate([], { duration: end, fill: "forwards" });
  // The loop waits while a finger is down: it holds the scene (the pressed cell stays shrunk).
  clock.onfinish = () => { if (loopBox.checked && !paused && !override && !pointer) place(0, true); };
  animations.push(clock);
  scrubInput.max = String(Math.round(end));
}

/**
 * Adds the ghosts to what `build` made, on the same clock and playing as it does, after the page
 * has acknowledged the state. A state's ghosts are added one runtime per task, once its second
 * message is in: a change from the shell that arrives meanwhile waits for one runtime's copy at
 * most, never for all of them, and makes the rest stale (they are not added). An answer's
 * ghosts are added at once (its runtimes are chosen in the page, which reads them back).
 */
function addGhosts() {
  const source = ghostSource();
  if (!source || !clock || shownGhosts.source === source) return;
  if (!override && receivedDetails !== version) return;
  removeGhosts();
  const chosen = override ? chosenRun(override.answer.runs ?? []) : null;
  const runs = override ? (override.answer.runs ?? []).filter((run) => run !== chosen) : current.ghosts;
  if (override) {
    shownGhosts = { ...noGhosts(), source, solid: runtimeSelect.value };
    runs.forEach((run, index) => addGhost(run, index));
    return;
  }
  const job = {}, of = version;
  shownGhosts = { ...noGhosts(), source, solid: runtimeSelect.value, job };
  ghostsPending = true;
  const next = (/** @type {number} */ index) => {
    if (shownGhosts.job !== job) return;
    if (version !== of) {
      // A newer state came first: these ghosts are stale, and its own are added when its second message is in.
      removeGhosts();
      return;
    }
    if (index < runs.length) {
      addGhost(runs[index], index);
      setTimeout(() => next(index + 1), 0);
      return;
    }
    ghostsPending = false;
    settleDetails();
  };
  next(0);
}

/** Marks the state's second message drawn once it is in and its ghosts are all added. */
function settleDetails() {
  if (!ghostsPending && receivedDetails === version) detailedVersion = version;
}

/** @returns {typeof shownGhosts} no ghosts on show */
function noGhosts() {
  return { source: null, solid: "", nodes: [], animations: [], job: null };
}

/**
 * One runtime's ghost, in the colour of its place among the ghosts: its nodes and animations are
 * added to what is shown, at the clock's place.
 * @param {Ghost} run @param {number} index
 */
function addGhost(run, index) {
  if (!clock) return;
  const first = animations.length;
  shownGhosts.nodes.push(...buildGhost(run, index));
  const added = animations.slice(first);
  shownGhosts.animations.push(...added);
  if (added.length === 0) return;
  const end = Math.max(...added.map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0)));
  if (end > Number(clock.effect?.getComputedTiming().endTime ?? 0)) {
    clock.effect?.updateTiming({ duration: end });
    scrubInput.max = String(Math.round(end));
  }
  const start = paused || clock.startTime === null ? null : Number(clock.startTime);
  for (const animation of added) putOnClock(animation, clockTime(), start);
}

/** Takes the ghosts on show away (their nodes and animations), keeping everything else. */
function removeGhosts() {
  const ghostly = new Set(shownGhosts.animations);
  for (const animation of ghostly) animation.cancel();
  animations = animations.filter((animation) => !ghostly.has(animation));
  for (const node of shownGhosts.nodes) node.remove();
  shownGhosts = noGhosts();
  ghostsPending = false;
}

/** What the ghosts on show are drawn from: the state's ghosts, the last answer while it plays, or nothing. */
function ghostSource() {
  return ghostsBox.checked ? (override ? override.answer : current.ghosts) : null;
}

/**
 * The translucent copy of one runtime's rendering, from the keyframes the server sampled; its
 * animations join `animations`.
 * @param {Ghost} ghost @param {number} index its place among the ghosts (its colour) @returns {HTMLElement[]} its nodes
 */
function buildGhost(ghost, index) {
  /** @type {HTMLElement[]} */
  const nodes = [];
  const colour = ghostColours[index % ghostColours.length];
  const moving = new Set(ghost.plan.tracks.map((t) => t.element));
  for (const frame of ghost.plan.elements) {
    if (!moving.has(frame.name)) continue;
    const node = drawElement(frame);
    node.classList.add("ghost");
    node.style.setProperty("--ghost", colour);
    node.dataset.ghost = ghost.runtime;
    node.dataset.element = frame.name;
    nodes.push(node);
    const tracks = ghost.plan.tracks.filter((t) => t.element === frame.name);
    const box = tracks.filter((t) => boxProperties.has(t.property));
    if (box.length) animations.push(animateBox(node, frame, box, ghost.plan));
    for (const track of tracks.filter((t) => !boxProperties.has(t.property) && t.property !== "cornerRadius")) {
      animations.push(animate(node, track, frame.rotationAxis, ghost.plan, null));
    }
  }
  return nodes;
}

/** The properties of an element's box, which a ghost moves with one transform. */
const boxProperties = new Set(["x", "y", "width", "height"]);

/**
 * A ghost's box (left, top, width, height) as one `transform` from where it starts: moved by its
 * centre and scaled about it. The browser runs a transform on its compositor, so a dozen ghosts
 * never hold up the page's main thread (which reads the shell's next change); a ghost's corner
 * radius stays as it starts.
 * @param {HTMLElement} node @param {ElementFrame} frame @param {Track[]} box @param {Plan} plan @returns {Animation}
 */
function animateBox(node, frame, box, plan) {
  const total = plan.duration * 1000;
  const times = [...new Set(box.flatMap((track) => track.times ?? [0]))].sort((a, b) => a - b);
  const x = boxColumn(box, frame, "x", times), y = boxColumn(box, frame, "y", times);
  const width = boxColumn(box, frame, "width", times), height = boxColumn(box, frame, "height", times);
  const keyframes = times.map((time, i) => {
    const dx = x[i] + width[i] / 2 - (frame.x + frame.width / 2), dy = y[i] + height[i] / 2 - (frame.y + frame.height / 2);
    const sx = frame.width > 0 ? width[i] / frame.width : 1, sy = frame.height > 0 ? height[i] / frame.height : 1;
    return { transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, offset: total > 0 ? Math.min(1, Math.max(0, (time * 1000) / total)) : 1 };
  });
  return node.animate(keyframes, { duration: total, easing: "linear", fill: "both" });
}

/**
 * A box property's value at each of `times` (ascending): its track's samples linear between
 * them, walked once, or the frame's value where the ghost does not move it.
 * @param {Track[]} box @param {ElementFrame} frame @param {"x" | "y" | "width" | "height"} property @param {number[]} times
 * @returns {number[]}
 */
function boxColumn(box, frame, property, times) {
  const track = box.find((t) => t.property === property);
  if (!track || !track.times || !track.values) return times.map(() => frame[property]);
  const ts = track.times, vs = track.values;
  let i = 1;
  return times.map((time) => {
    if (time <= ts[0]) return vs[0];
    while (i < ts.length && time > ts[i]) i++;
    if (i >= ts.length) return vs[vs.length - 1];
    return vs[i - 1] + ((vs[i] - vs[i - 1]) * (time - ts[i - 1])) / (ts[i] - ts[i - 1]);
  });
}

/** @param {ElementFrame} frame @returns {HTMLElement} a node of the element, in the device */
function drawElement(frame) {
  const node = document.createElement("div");
  styleElement(node, frame);
  device.append(node);
  return node;
}

/**
 * Puts a node where the element is before its action (its animations move it from there).
 * @param {HTMLElement} node @param {ElementFrame} frame
 */
function styleElement(node, frame) {
  node.style.left = `${frame.x}px`;
  node.style.top = `${frame.y}px`;
  node.style.width = `${frame.width}px`;
  node.style.height = `${frame.height}px`;
  node.style.scale = `${frame.scale}`;
  node.style.rotate = cssProperties.rotation.unit(frame.rotation, frame.rotationAxis);
  node.style.borderRadius = `${frame.cornerRadius}px`;
  node.style.opacity = `${frame.alpha}`;
  node.style.background = frame.colour;
  node.style.zIndex = `${Math.round(frame.z)}`;
  node.style.translate = "";
  node.style.clipPath = outlines[frame.outline] ?? "";
}

/** The clip path of each outline an element can have besides its rounded rectangle. */
/** @type {Record<string, string>} */
const outlines = {
  chevronLeft: "polygon(70% 0, 100% 12%, 45% 50%, 100% 88%, 70% 100%, 10% 50%)",
  chevronRight: "polygon(30% 0, 90% 50%, 30% 100%, 0 88%, 55% 50%, 0 12%)",
};

/**
 * The module's own `{ duration, easing }` for a track that follows one of its timings; null
 * for a sampled track, and until the current state's module is imported.
 * @param {Track} track @param {Plan} plan @returns {Timing | null}
 */
function timingOf(track, plan) {
  if (current.module !== importedModule) return null;
  const object = motionModule[plan.object];
  if (!object) return null;
  if (track.linear) return { duration: Number(object[track.linear]) * 1000, easing: "linear" };
  if (!track.timing) return null;
  const call = `${plan.object}.${track.timing.member}(${track.timing.arguments.join(", ")})`;
  if (moduleTimings.module !== importedModule) moduleTimings = { module: importedModule, timings: new Map() };
  const known = moduleTimings.timings.get(call);
  if (known !== undefined) return known;
  const member = object[track.timing.member];
  const timing = typeof member === "function" ? member.apply(object, track.timing.arguments) : member;
  const played = timing && typeof timing.duration === "number" ? { duration: timing.duration, easing: String(timing.easing) } : null;
  moduleTimings.timings.set(call, played);
  return played;
}

/**
 * The timings the imported module gave, by call: its spring functions compute a linear() easing
 * when called (a millisecond each), and several tracks follow the same one.
 * @type {{ module: string, timings: Map<string, Timing | null> }}
 */
let moduleTimings = { module: "", timings: new Map() };

/**
 * One WAAPI animation of one property: the module's timing from `from` to `to`, or the sampled
 * values linear between them.
 * @param {HTMLElement} node @param {Track} track @param {string} axis @param {Plan} plan @param {Timing | null} timing
 * @returns {Animation}
 */
function animate(node, track, axis, plan, timing) {
  const property = cssProperties[track.property];
  const total = plan.duration * 1000;
  if (timing || !track.times || !track.values) {
    const used = timing ?? { duration: total, easing: "linear" };
    return node.animate({ [property.name]: [property.unit(track.from, axis), property.unit(track.to, axis)] },
      { duration: used.duration, easing: used.easing, fill: "both" });
  }
  const values = track.values;
  const offset = (/** @type {number} */ time) => (total > 0 ? Math.min(1, Math.max(0, (time * 1000) / total)) : 1);
  const low = Math.min(...values), high = Math.max(...values);
  // Two keyframes, the lowest value and the highest, under a linear() easing through the
  // samples: the same straight lines between them, and the browser parses one easing instead of
  // a keyframe per sample (a quarter of the time of a redraw's animations). The drawing order
  // is a whole number and stays in keyframes.
  if (track.property !== "z" && high > low) {
    const stops = track.times.map((time, index) =>
      `${((values[index] - low) / (high - low)).toFixed(8)} ${(offset(time) * 100).toFixed(6)}%`);
    return node.animate({ [property.name]: [property.unit(low, axis), property.unit(high, axis)] },
      { duration: total, easing: `linear(${stops.join(", ")})`, fill: "both" });
  }
  const keyframes = track.times.map((time, index) => ({ [property.name]: property.unit(values[index], axis), offset: offset(time) }));
  return node.animate(keyframes, { duration: total, easing: "linear", fill: "both" });
}

/**
 * An element's colour where the action changes it, from the colours the server sampled.
 * @param {HTMLElement} node @param {ColourTrack} track @param {Plan} plan @returns {Animation}
 */
function animateColour(node, track, plan) {
  const total = plan.duration * 1000;
  const keyframes = track.times.map((time, index) => ({
    backgroundColor: track.colours[index],
    offset: total > 0 ? Math.min(1, Math.max(0, (time * 1000) / total)) : 1,
  }));
  return node.animate(keyframes, { duration: total, easing: "linear", fill: "both" });
}

/** @returns {number} the clock's time in ms, 0 before there is one */
function clockTime() {
  return clock && clock.currentTime !== null ? Number(clock.currentTime) : 0;
}

/**
 * Puts every animation at `time` ms on one clock, playing or paused there.
 * @param {number} time @param {boolean} playing
 */
function place(time, playing) {
  paused = !playing;
  const now = document.timeline.currentTime;
  const start = playing && now !== null ? Number(now) - time / speed : null;
  for (const animation of animations) putOnClock(animation, time, start);
  showTime(time);
  playButton.textContent = playing ? "Pause" : "Play";
}

/**
 * Puts one animation at `time` ms. Playing, it gets the clock's `start` on the document's
 * timeline: `play()` would leave one made in this task pending until the next frame, which a
 * busy page delays by 100 ms and more, behind those already running. Paused (or with no
 * timeline time), it holds `time`, and plays from there with the others at the next frame. One
 * past its end holds its end: WAAPI's `play()` would start it again from the beginning.
 * @param {Animation} animation @param {number} time @param {number | null} start in ms on the document's timeline
 */
function putOnClock(animation, time, start) {
  animation.playbackRate = speed;
  if (start !== null) { animation.startTime = start; return; }
  animation.pause();
  animation.currentTime = time;
  if (!paused && !hasEnded(animation)) animation.play();
}

/** @param {Animation} animation @returns {boolean} whether its time is at or past its end */
function hasEnded(animation) {
  const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
  return animation.currentTime !== null && Number(animation.currentTime) >= end;
}

/** Scales the device to the stage, keeping 1 pt = 1 CSS px inside it. */
function fit() {
  const plan = current.plan;
  if (!plan) return;
  const scale = Math.min(1, (stageSize.width - 40) / plan.screen.width, (stageSize.height - 40) / plan.screen.height);
  device.style.transform = `scale(${Math.max(0.1, scale)})`;
  api.scale = Math.max(0.1, scale);
}

/** @param {number} time in ms */
function showTime(time) {
  const label = `${Math.round(time)} ms`;
  // Written only when they change: the tick runs every frame, and a write of the same text still
  // lays the panel out and paints it again.
  if (label !== shownTime.label) {
    byId("time").textContent = label;
    scrubInput.value = String(Math.round(time));
    shownTime.label = label;
  }
  const curve = current.curve;
  if (!curve || curve.points.length < 2) return;
  const first = curve.points[0][0], last = curve.points[curve.points.length - 1][0];
  const x = (last > first ? ((time / 1000 - first) / (last - first)) * 320 : 0).toFixed(2);
  if (x === shownTime.cursor) return;
  const cursor = byId("cursor");
  cursor.setAttribute("x1", x);
  cursor.setAttribute("x2", x);
  shownTime.cursor = x;
}

/**
 * Draws the panel beside the scene: the parts that show the members in `changes`, or all of it.
 * @param {Set<string>} [changes]
 */
function showPanel(changes) {
  const shows = (/** @type {string[]} */ ...members) => !changes || members.some((member) => changes.has(member));
  if (shows("scene", "action", "reduced")) byId("scene").textContent = `${current.scene} · ${current.action}${current.reduced ? " (reduced)" : ""}`;
  if (shows("actions", "action")) showActions();
  if (shows("curve")) drawCurve();
  if (shows("metrics")) byId("metrics").textContent = current.metrics;
  if (shows("code")) showCode();
  if (shows("ghosts")) showRuntimes();
  if (shows("plan")) showSources();
}

function showActions() {
  const actions = byId("actions");
  actions.replaceChildren(...current.actions.map((name) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = name;
    button.setAttribute("aria-pressed", String(name === current.action));
    button.addEventListener("click", () => { if (name === current.action) restart(); else send({ type: "action", name }); });
    return button;
  }));
}

function showCode() {
  const platforms = Object.keys(current.code);
  platformSelect.hidden = platforms.length === 0;
  byId("code").hidden = platforms.length === 0;
  const chosen = platformSelect.value;
  platformSelect.replaceChildren(...platforms.map((name) => new Option(name, name, false, name === chosen)));
  byId("code").textContent = current.code[platformSelect.value] ?? "";
}

/** The runtime selector and the legend of the ghosts (the last answer's runs while it plays). */
function showRuntimes() {
  const runtimes = (override?.answer.runs ?? current.ghosts).map((ghost) => ghost.runtime);
  const runtime = runtimeSelect.value || "exact";
  runtimeSelect.replaceChildren(...(runtimes.length ? runtimes : ["exact"]).map((name) => new Option(name, name, false, name === runtime)));
  const ghosts = override ? (override.answer.runs ?? []).filter((run) => run.runtime !== runtimeSelect.value) : current.ghosts;
  byId("legend").replaceChildren(...(ghostsBox.checked ? ghosts : []).map((ghost, index) => {
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.style.borderColor = ghostColours[index % ghostColours.length];
    item.append(swatch, ghost.runtime);
    return item;
  }));
}

/** Where each track's timing comes from: the module's member, or animtune's samples. */
function showSources() {
  byId("sources").replaceChildren(...(current.plan?.tracks ?? []).map((track) => {
    const item = document.createElement("li");
    const source = track.timing ? `${current.plan?.object}.${track.timing.member}${track.timing.arguments.length ? `(${track.timing.arguments.join(", ")})` : ""}`
      : track.linear ? `linear over ${current.plan?.object}.${track.linear}` : `sampled by animtune (${track.times?.length ?? 0} keyframes)`;
    item.textContent = `${track.element}.${track.property}: ${source}`;
    return item;
  }));
}

function drawCurve() {
  const curve = current.curve;
  byId("curveName").textContent = curve ? curve.name : "";
  const path = byId("curvePath");
  if (!curve || curve.points.length < 2) { path.setAttribute("d", ""); return; }
  const xs = curve.points.map((p) => p[0]), ys = curve.points.map((p) => p[1]);
  const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys, 0), y1 = Math.max(...ys, 1);
  const sx = (/** @type {number} */ x) => (x1 > x0 ? ((x - x0) / (x1 - x0)) * 320 : 0);
  const sy = (/** @type {number} */ y) => 150 - (y1 > y0 ? ((y - y0) / (y1 - y0)) * 140 : 0);
  path.setAttribute("d", curve.points.map((p, i) => `${i ? "L" : "M"}${sx(p[0]).toFixed(2)},${sy(p[1]).toFixed(2)}`).join(" "));
}

function restart() {
  place(0, true);
}

/** Keeps the scrubber and the curve's cursor on the clock while playing. */
function tick() {
  if (clock && !paused && clock.currentTime !== null) showTime(Number(clock.currentTime));
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);

// At the end, the button plays the action again.
playButton.addEventListener("click", () => { if (clock && hasEnded(clock)) restart(); else place(clockTime(), paused); });
speedInput.addEventListener("input", () => {
  const time = clockTime();
  speed = Number(speedInput.value);
  byId("speedValue").textContent = `${speed}×`;
  place(time, !paused);
});
scrubInput.addEventListener("input", () => place(Number(scrubInput.value), false));
reducedBox.addEventListener("change", () => { reducedChosen = true; send({ type: "reduced", on: reducedBox.checked }); });
reducedQuery.addEventListener("change", () => {
  if (reducedChosen) return;
  reducedBox.checked = reducedQuery.matches;
  send({ type: "reduced", on: reducedQuery.matches });
});
reducedBox.checked = reducedQuery.matches;
ghostsBox.addEventListener("change", () => send({ type: "ghosts", on: ghostsBox.checked }));
platformSelect.addEventListener("change", () => { byId("code").textContent = current.code[platformSelect.value] ?? ""; });
new ResizeObserver((entries) => {
  const box = entries[entries.length - 1].contentRect;
  stageSize = { width: box.width, height: box.height };
  fit();
}).observe(stage);

/**
 * The test hook: what the page shows, for a test driving it through the DevTools protocol.
 * `elements` maps each element's name (as `run --table` names it) to its node; a node's
 * rectangle relative to `[data-animtune="screen"]`, divided by `scale`, is in points.
 */
const api = {
  get values() { return current.values; },
  get version() { return appliedVersion; },
  /** The newest version drawn with its module's timings. */
  get moduleVersion() { return moduleVersion; },
  /** The newest version whose curve, measures, code and ghosts (its second message) are drawn. */
  get detailedVersion() { return detailedVersion; },
  /** How many frames the page has made to import the states' modules in (a new one every 20 modules, made 5 ahead). */
  get realms() { return realmsMade; },
  /** The URL of the current state's `export waapi` module. */
  get module() { return current.module; },
  get action() { return current.action; },
  /** The action's argument (the tab `select` goes to), or null for its default. */
  get argument() { return current.argument; },
  get elements() { return elements; },
  get animations() { return animations.slice(); },
  /** The server's newest answer for the finger that is down (the scene where the core has it), or null. */
  get follow() { return lastFollow; },
  /** The server's last answer to a gesture or a tap, and how many it has given. */
  get answer() { return lastAnswer; },
  get answers() { return answerCount; },
  /** The runtime played solid (the others are ghosts). */
  get runtime() { return runtimeSelect.value; },
  /**
   * Plays `name`'s run of the last answer solid, as the page's runtime selector does; resolves to the animations.
   * @param {string} name @returns {Animation[]}
   */
  chooseRuntime(name) {
    runtimeSelect.value = name;
    rebuildAnswer();
    return animations.slice();
  },
  /**
   * Pauses the page at `time` ms, or at the end of the action without one, as its scrubber
   * does: a redraw (a late message, another runtime) keeps it there, where pausing the
   * animations themselves would play on.
   * @param {number} [time]
   */
  pause(time) {
    place(time ?? (clock ? Number(clock.effect?.getComputedTiming().endTime ?? 0) : 0), false);
  },
  /** @returns {Promise<Answer>} the server's next answer to a gesture or a tap */
  nextAnswer() { return new Promise((resolve) => { answerWaiters.push(resolve); }); },
  scale: 1,
  /**
   * Plays `action` from its start; resolves to its WAAPI animations once the page has its plan.
   * @param {string} action @returns {Promise<Animation[]>}
   */
  play(action) {
    if (action === current.action && current.plan && moduleVersion === appliedVersion) { restart(); return Promise.resolve(animations.slice()); }
    if (action === current.action && current.plan) {
      restart();
      return new Promise((resolve) => { waiters.push({ action, reduced: null, resolve }); });
    }
    if (!current.actions.includes(action)) return Promise.reject(new Error(`no action ${action}; the scene has ${current.actions.join(", ")}`));
    send({ type: "action", name: action });
    return new Promise((resolve) => { waiters.push({ action, reduced: null, resolve }); });
  },
  /**
   * Plays the reduced-motion variant (or not), as the page's box does; resolves to the
   * animations once the page has that plan.
   * @param {boolean} on @returns {Promise<Animation[]>}
   */
  reduced(on) {
    reducedChosen = true;
    reducedBox.checked = on;
    if (current.reduced === on && current.plan && moduleVersion === appliedVersion) return Promise.resolve(animations.slice());
    if (current.reduced === on && current.plan) return new Promise((resolve) => { waiters.push({ action: current.action, reduced: on, resolve }); });
    send({ type: "reduced", on });
    return new Promise((resolve) => { waiters.push({ action: current.action, reduced: on, resolve }); });
  },
};
/** @type {any} */ (window).animtune = api;

/**
 * The run of `runs` for the runtime chosen in the page (the first when it has none).
 * @param {Ghost[]} runs @returns {Ghost | null}
 */
function chosenRun(runs) {
  return runs.find((run) => run.runtime === runtimeSelect.value) ?? runs.find((run) => run.runtime === "exact") ?? runs[0] ?? null;
}

/**
 * The server's answer to a gesture or a tap: played from the release (or the tap) on, the
 * chosen runtime solid and the others as ghosts; a gesture's velocities are shown.
 * @param {Answer} answer
 */
function answered(answer) {
  lastAnswer = answer;
  answerCount += 1;
  if (answer.problem) {
    byId("problem").textContent = answer.problem;
  } else {
    const start = answer.type === "gesture" ? (answer.release?.time ?? 0) * 1000 : (answer.time ?? 0) * 1000;
    override = { answer, start };
    rebuildAnswer();
    place(start, true);
    if (answer.type === "gesture") showVelocities(answer);
  }
  const waiting = answerWaiters;
  answerWaiters = [];
  for (const resolve of waiting) resolve(answer);
}

/** Builds the last answer's runs again (the runtime selector changed), keeping the time. */
function rebuildAnswer() {
  if (!override) return;
  const at = clock && clock.currentTime !== null ? Number(clock.currentTime) : override.start;
  const playing = !paused;
  build();
  addGhosts();
  showPanel();
  place(at, playing);
}

/**
 * The release velocity each platform's tracker reports, as animtune computed it.
 * @param {Answer} answer
 */
function showVelocities(answer) {
  const pan = answer.pan;
  byId("outcome").textContent = `${answer.outcome ?? ""}: released at ${(answer.release?.position ?? 0).toFixed(1)} pt, `
    + `${((answer.release?.time ?? 0) * 1000).toFixed(0)} ms` + (pan ? `; UIKit pan ${pan.began ? `${pan.translation.toFixed(1)} pt at ${pan.velocity.toFixed(1)} pt/s` : "never began"}` : "");
  const rows = (answer.velocities ?? []).map((row) => {
    const line = document.createElement("tr");
    for (const text of [row.runtime, row.tracker, `${row.velocity.toFixed(1)} pt/s`]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      line.append(cell);
    }
    line.dataset.runtime = row.runtime;
    return line;
  });
  byId("velocities").replaceChildren(...rows);
}

/** @param {number} clientX @param {number} clientY @returns {{ x: number, y: number }} the point on the scene's screen */
function toPoints(clientX, clientY) {
  const box = device.getBoundingClientRect();
  return { x: (clientX - box.left) / api.scale, y: (clientY - box.top) / api.scale };
}

/**
 * Keeps a sample of the finger: a time that does not move on, or an event at the last one's place
 * within two steps of event time, is that sample again. Chromium stamps events to a 0.1 ms step
 * that each time may round either way: a lift-off at the instant of the last move came 0.1 ms
 * after it in about one run in three, one dispatched 0.1 ms after it 0.2 ms. A rest that short
 * changes nothing the core measures (its lift-off rule counts rests over 30 ms).
 * @param {PointerEvent} event
 */
function addSample(event) {
  if (!pointer) return;
  const point = toPoints(event.clientX, event.clientY);
  const samples = pointer.samples;
  const last = samples[samples.length - 1];
  if (last && !(event.timeStamp - last[0] >= 0.001)) return;
  if (last && Math.round((event.timeStamp - last[0]) / eventTimeResolution) <= 2 && point.x === last[1] && point.y === last[2]) return;
  samples.push([event.timeStamp, point.x, point.y]);
  while (samples.length > maximumSamples || samples[samples.length - 1][0] - samples[0][0] > maximumSpan) samples.shift();
}

/** Whether a follow request is on its way; the newest samples go when its answer is back. */
let followPending = false;
/** How many samples the last follow request carried. */
let followSamples = 0;
/**
 * The server's newest answer for the finger that is down: the scene where the core has it.
 * @type {FollowAnswer | null}
 */
let lastFollow = null;

/** Scenes whose finger the server follows (the others seek their own plan's drag phase). */
function serverFollows() {
  return !!current.finger && current.scene !== "card" && current.scene !== "notch" && current.scene !== "spring";
}

/** Asks the server where the scene is under the finger now, unless an answer is pending. */
function requestFollow() {
  if (!pointer || followPending || pointer.samples.length < 2) return;
  followPending = true;
  followSamples = pointer.samples.length;
  send({ type: "follow", samples: pointer.samples });
}

/**
 * The server's answer for the finger that is still down: the scene drawn as the core has it
 * (its animations stopped), then the next request with the samples that came meanwhile.
 * @param {FollowAnswer} answer
 */
function followed(answer) {
  followPending = false;
  if (!pointer || pointer.begin === null || answer.problem || !answer.elements) return;
  lastFollow = answer;
  showFollow();
  if (pointer.samples.length !== followSamples) requestFollow();
}

/** Draws the last follow answer: every element where the core has it under the finger. */
function showFollow() {
  if (!lastFollow || !lastFollow.elements) return;
  removeGhosts();
  for (const animation of animations) animation.cancel();
  animations = [];
  clock = null;
  paused = true;
  for (const frame of lastFollow.elements) if (elements[frame.name]) styleElement(elements[frame.name], frame);
}

/** The finger's move along the scene's finger axis since it came down, signed as the action measures it. */
function fingerMove() {
  const finger = current.finger;
  if (!pointer || !finger || pointer.samples.length === 0) return 0;
  const index = finger.axis === "x" ? 1 : 2;
  const first = pointer.samples[0], last = pointer.samples[pointer.samples.length - 1];
  return finger.sign * (last[index] - first[index]);
}

/** Where the action's own plan shows the finger's drag: its steady drag phase, seeked to the pan's translation. */
function follow() {
  if (!pointer || pointer.begin === null) return;
  if (serverFollows()) { showFollow(); return; }
  const finger = current.finger;
  if (!finger || current.action !== finger.action || override) return;
  const drag = fingerMove() - pointer.begin;
  const value = (/** @type {string} */ key) => parseFloat(current.values[key] ?? "");
  const phase = (/** @type {number} */ duration, /** @type {number} */ distance) =>
    duration > 0 && distance > 0 ? duration * 1000 * Math.min(1, Math.max(0, drag / distance)) : null;
  const time = current.scene === "card" ? phase(value("drag.duration"), value("shrink.distance"))
    : current.scene === "notch" ? phase(value("pull.duration"), -value("pull.maxOffset")) : null;
  if (time !== null) { place(time, false); return; }
  if (current.scene === "spring" && elements.spring) {
    place(0, false);
    elements.spring.style.translate = `${drag}px 0`;
  }
}

device.addEventListener("pointerdown", (event) => {
  if (pointer || !event.isPrimary || event.button !== 0) return;
  event.preventDefault();
  device.setPointerCapture(event.pointerId);
  // Mid-flight: the clock between the action's start and its end, playing or paused there.
  const now = clock && clock.currentTime !== null ? Number(clock.currentTime) : 0;
  const end = clock ? Number(clock.effect?.getComputedTiming().endTime ?? 0) : 0;
  const tapTime = now > 0 && now < end ? now : null;
  // At rest, the card in the list is pressed, or a tab; mid-flight a tap retargets.
  const under = elementAt(event.clientX, event.clientY);
  const pressed = tapTime === null ? under : null;
  const press = current.scene === "card" && (pressed === "cell" || (pressed === "card" && !cardFillsScreen())) ? "cell"
    : current.scene === "tabbar" && pressed && tabs.has(pressed) ? pressed : null;
  const tab = current.scene === "tabbar" && under && tabs.has(under) ? under : null;
  pointer = { id: event.pointerId, samples: [], begin: null, tapTime, press, tab };
  lastFollow = null;
  addSample(event);
  // The cell shrinks under the finger (the original's highlight) until it lets go.
  if (press === "cell") playAction("highlight", null);
});

device.addEventListener("pointermove", (event) => {
  if (!pointer || event.pointerId !== pointer.id) return;
  const coalesced = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
  for (const sample of coalesced.length ? coalesced : [event]) addSample(sample);
  const finger = current.finger;
  if (pointer.begin === null && pointer.press !== "cell" && finger && Math.abs(fingerMove()) >= dragThreshold) {
    pointer.press = null;
    pointer.begin = fingerMove();
    if (current.action !== finger.action) send({ type: "action", name: finger.action });
  }
  follow();
  if (pointer.begin !== null && serverFollows()) requestFollow();
});

device.addEventListener("pointerup", (event) => {
  if (!pointer || event.pointerId !== pointer.id) return;
  addSample(event);
  const ended = pointer;
  pointer = null;
  if (ended.begin !== null && ended.samples.length >= 2) {
    send({ type: "gesture", samples: ended.samples, record: recordBox.checked });
  } else if (ended.press === "cell") {
    playAction("present", null);
  } else if (ended.press && ended.tapTime === null) {
    playAction("select", ended.press);
  } else if (ended.tapTime !== null) {
    // After a release the spring continues the finger: the tap retargets that continuation.
    const ofGesture = !!override && (override.answer.type === "gesture" || override.answer.gesture === true);
    const goal = ended.tab ? { tab: ended.tab } : { target: tapTarget(ended.samples[0]) };
    send({ type: "retarget", time: ended.tapTime / 1000, ...goal, ...(ofGesture ? { gesture: true } : {}) });
  }
});

device.addEventListener("pointercancel", (event) => {
  if (pointer && event.pointerId === pointer.id) pointer = null;
});

/**
 * The name of the element drawn topmost at a point of the window (a ghost, or a node all but
 * transparent, lets the finger through), or null.
 * @param {number} clientX @param {number} clientY @returns {string | null}
 */
function elementAt(clientX, clientY) {
  for (const node of document.elementsFromPoint(clientX, clientY)) {
    if (!(node instanceof HTMLElement) || !node.dataset.animtune || node.dataset.animtune === "screen") continue;
    if (Number(getComputedStyle(node).opacity) >= 0.05) return node.dataset.animtune;
  }
  return null;
}

/** Whether the card is presented (at least 90 % of the screen's height), not in the list. */
function cardFillsScreen() {
  const card = elements.card, plan = current.plan;
  return !!card && !!plan && card.getBoundingClientRect().height / api.scale >= 0.9 * plan.screen.height;
}

/** The tab bar's tabs, by the names of their elements (the tabs `select` takes). */
const tabs = new Set(["left", "camera", "right"]);

/**
 * Plays an action from its start: the one on show again at once, another once the server has
 * its plan.
 * @param {string} name @param {string | null} argument
 */
function playAction(name, argument) {
  if (name === current.action && argument === current.argument && !override) { restart(); return; }
  send(argument === null ? { type: "action", name } : { type: "action", name, argument });
}

/**
 * Where a tap that is not on a tab sends the moving spring, as a progress of its move: in the
 * spring scene the point tapped along the travel (to whole points); elsewhere back where it
 * started (0). A tab tapped is sent as it is: the server finds where the indicator stands under it.
 * @param {number[] | undefined} sample @returns {number}
 */
function tapTarget(sample) {
  const travel = parseFloat(current.values.travel ?? "");
  const frame = current.plan?.elements.find((e) => e.name === "spring");
  if (current.scene !== "spring" || !sample || !frame || !(travel > 0)) return 0;
  return Math.round(sample[1] - frame.width / 2 - frame.x) / travel;
}

runtimeSelect.addEventListener("change", () => { if (override) rebuildAnswer(); else showPanel(); });
