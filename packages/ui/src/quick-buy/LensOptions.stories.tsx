import { optionCascadeReducer, optionCascadeView, type TCascadeEvent } from "@optika/domain/quick-buy";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/Button.tsx";
import { phoneViewport } from "../story-fixtures/fixtures.ts";
import { EyeModeSwitch } from "./EyeModeSwitch.tsx";
import { quickBuyUiMessages as m } from "./messages.ts";
import { OptionGroupField } from "./OptionGroupField.tsx";
import { OptionSet, OptionSets } from "./OptionSet.tsx";
import { storyCascade, storyTitles } from "./story-cascade.ts";

/**
 * The lens purchase's presentational parts driven by the domain's cascade: each story starts from
 * a state reached by a list of events, and stays interactive.
 */
function LensOptionsDemo({
  events,
  withGap = false,
  isMissingShown = false,
}: {
  events: TCascadeEvent[];
  withGap?: boolean;
  isMissingShown?: boolean;
}) {
  const [state, setState] = useState(() => storyCascade(events, withGap));
  const dispatch = (event: TCascadeEvent) => setState((current) => optionCascadeReducer(current, event));
  return (
    <div style={{ maxWidth: 720, display: "grid", gap: 16 }}>
      <EyeModeSwitch
        mode={state.eyeMode}
        name="eye-mode"
        onChange={(mode) => dispatch({ type: "setEyeMode", mode })}
      />
      <OptionSets isTwo={state.sets.length > 1}>
        {state.sets.map((_, set) => (
          <OptionSet
            // biome-ignore lint/suspicious/noArrayIndexKey: one set per eye, in order
            key={set}
            setIndex={set}
            title={state.eyeMode === "same" ? m.bothEyes : set === 0 ? m.rightEye : m.leftEye}
          >
            {optionCascadeView(state, set).map((view) => (
              <OptionGroupField
                key={view.groupId}
                groupId={view.groupId}
                title={storyTitles[view.groupId] ?? view.name}
                options={view.options}
                selectedId={view.selectedId}
                isEnabled={view.isEnabled}
                isUnavailable={view.isUnavailable}
                isMissing={isMissingShown && view.isRequired && view.selectedId === null}
                onSelect={(variantId) => dispatch({ type: "select", set, groupId: view.groupId, variantId })}
              />
            ))}
          </OptionSet>
        ))}
      </OptionSets>
      <Button size="lg">В корзину</Button>
    </div>
  );
}

const meta = {
  title: "Quick-buy/LensOptions",
  component: LensOptionsDemo,
  args: { events: [] },
} satisfies Meta<typeof LensOptionsDemo>;

export default meta;
type TStory = StoryObj<typeof meta>;

const phone = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: { value: "phone" } },
};
const partner = { globals: { brand: "partner" } };
const partnerPhone = { ...phone, globals: { ...phone.globals, brand: "partner" } };

const sphereChosen: TCascadeEvent[] = [{ type: "select", set: 0, groupId: 1, variantId: 120 }];
const complete: TCascadeEvent[] = [
  ...sphereChosen,
  { type: "select", set: 0, groupId: 3, variantId: 301 },
  { type: "select", set: 0, groupId: 4, variantId: 402 },
];
const various: TCascadeEvent[] = [
  ...complete,
  { type: "setEyeMode", mode: "various" },
  { type: "select", set: 1, groupId: 1, variantId: 118 },
];
const gap: TCascadeEvent[] = [{ type: "select", set: 0, groupId: 1, variantId: 100 }];
const cylinderWithOneAxis: TCascadeEvent[] = [
  ...sphereChosen,
  { type: "select", set: 0, groupId: 3, variantId: 302 },
];

/** Nothing chosen: only the first group is enabled; 30 powers fold after 20 ('Все варианты'). */
export const Initial: TStory = {};
export const InitialPartner: TStory = { ...partner };
export const InitialPhone: TStory = { ...phone };
export const InitialPartnerPhone: TStory = { ...partnerPhone };

/** A power chosen: the single base curve and pack are chosen by themselves; cylinder is next. */
export const FirstChosen: TStory = { args: { events: sphereChosen } };
export const FirstChosenPartner: TStory = { args: { events: sphereChosen }, ...partner };
export const FirstChosenPhone: TStory = { args: { events: sphereChosen }, ...phone };

/** −1.75 exists with 180° only: the axis is chosen by itself. */
export const SingleValueAutoSelected: TStory = { args: { events: cylinderWithOneAxis } };
export const SingleValueAutoSelectedPhone: TStory = {
  args: { events: cylinderWithOneAxis },
  ...partnerPhone,
};

/** Every group chosen (the selected power, past the 20th, stays visible). */
export const Complete: TStory = { args: { events: complete } };
export const CompletePartner: TStory = { args: { events: complete }, ...partner };
export const CompletePhone: TStory = { args: { events: complete }, ...phone };

/** 'Разные для каждого глаза': a second set for the left eye, being chosen. */
export const VariousEyes: TStory = { args: { events: various } };
export const VariousEyesPartner: TStory = { args: { events: various }, ...partner };
export const VariousEyesPhone: TStory = { args: { events: various }, ...phone };
export const VariousEyesPartnerPhone: TStory = { args: { events: various }, ...partnerPhone };

/** No value of a group while the combination exists: 'Недоступно', disabled. */
export const UnavailableGroup: TStory = { args: { events: gap, withGap: true } };
export const UnavailableGroupPhone: TStory = { args: { events: gap, withGap: true }, ...partnerPhone };

/** An add attempt with groups left unchosen: 'Обязательно к заполнению' under them. */
export const RequiredMarks: TStory = { args: { events: various, isMissingShown: true } };
export const RequiredMarksPartner: TStory = { args: { events: various, isMissingShown: true }, ...partner };
export const RequiredMarksPhone: TStory = { args: { events: various, isMissingShown: true }, ...phone };
