import { describe, expect, it } from "vitest";
import { INDIAN_STATE_NAMES, INDIAN_STATES, stateByCode, stateByGstCode, stateByName } from "./states";

describe("Indian states and union territories", () => {
  it("lists the 28 states and 8 union territories once each", () => {
    expect(INDIAN_STATES.filter((s) => s.type === "state")).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.type === "union territory")).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(new Set(INDIAN_STATE_NAMES).size).toBe(36);
  });

  it("carries the official GST state codes", () => {
    expect(stateByName("Delhi")).toEqual({
      code: "DL",
      name: "Delhi",
      gstCode: "07",
      type: "union territory",
    });
    expect(stateByName("Maharashtra")?.gstCode).toBe("27");
    expect(stateByName("Karnataka")?.gstCode).toBe("29");
    expect(stateByName("Ladakh")?.gstCode).toBe("38");
    expect(stateByName("Dadra and Nagar Haveli and Daman and Diu")?.gstCode).toBe("26");
    expect(stateByName("Andhra Pradesh")?.gstCode).toBe("37");
    expect(stateByName("Telangana")?.gstCode).toBe("36");
    expect(stateByName("Jammu and Kashmir")?.gstCode).toBe("01");
  });

  it("no longer issues GST codes 25 (old Daman and Diu) and 28 (undivided Andhra Pradesh)", () => {
    expect(stateByGstCode("25")).toBeUndefined();
    expect(stateByGstCode("28")).toBeUndefined();
    expect(stateByGstCode("07")?.name).toBe("Delhi");
  });

  it("finds a state by name whatever the case, spacing, '&' or an older spelling", () => {
    expect(stateByName("  tamil   NADU ")?.code).toBe("TN");
    expect(stateByName("Jammu & Kashmir")?.code).toBe("JK");
    expect(stateByName("Orissa")?.name).toBe("Odisha");
    expect(stateByName("Pondicherry")?.name).toBe("Puducherry");
    expect(stateByName("NCT of Delhi")?.code).toBe("DL");
    expect(stateByName("Daman & Diu")?.gstCode).toBe("26");
    expect(stateByName("Atlantis")).toBeUndefined();
  });

  it("finds a state by its ISO code in either case", () => {
    expect(stateByCode("dl")?.name).toBe("Delhi");
    expect(stateByCode("LA")?.name).toBe("Ladakh");
    expect(stateByCode("XX")).toBeUndefined();
  });
});
