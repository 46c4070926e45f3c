/**
 * Loaded with `node --import` into the action's bundle when a test moved the simulator's clock:
 * the process's clock moves by the same amount, as libfaketime would move it, so the real bundle
 * judges an approval's expiry and a reminder's time by the time the simulator stamps its records
 * with. Test harness only: the product reads its clock through `systemClock`, untouched.
 */
const ahead = Number(process.env.HANDOFF_GATE_TEST_CLOCK_AHEAD ?? '0');
if (Number.isFinite(ahead) && ahead > 0) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + ahead);
      else super(...args);
    }
    static now() {
      return realNow() + ahead;
    }
  }
  globalThis.Date = MovedDate;
}
