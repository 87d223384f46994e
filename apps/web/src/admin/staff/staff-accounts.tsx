"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  STAFF_ROLE_TITLES,
  STAFF_ROLES,
  type StaffAccountDto,
  type StaffCreateInput,
  type StaffPatchInput,
  type StaffRole,
  staffCreateBodySchema,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { Chip } from "../ui/chips";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { showSaveError } from "../ui/form-errors";
import { formatDateTime } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { toastDone, toastFailed } from "../ui/toast";
import { staffApi } from "./api";

/** `/admin/staff` (owner only): the shop's staff accounts, their roles, new accounts, disabling. */
export function StaffAccounts() {
  const me = useMe().data;
  const owner = canDo(me, "shop.admin");
  const query = useQuery({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => staffApi.list(signal),
    enabled: owner,
  });
  const [adding, setAdding] = useState(false);

  if (me && !owner) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>Staff</h1>
        <p>Only the owner manages staff accounts.</p>
      </section>
    );
  }
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Staff</h1>
        {!adding ? (
          <button type="button" className="btn btn-dark" onClick={() => setAdding(true)}>
            Add a staff account
          </button>
        ) : null}
      </div>
      {adding ? <NewStaffForm onDone={() => setAdding(false)} /> : null}
      <ListResults
        query={query}
        what="staff accounts"
        render={(rows) => (
          <div className={styles.tableWrap} style={{ marginTop: 12 }}>
            <table className={styles.table}>
              <caption className="visually-hidden">Staff accounts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((account) => (
                  <StaffRow key={account.id} account={account} self={account.id === me?.id} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
    </>
  );
}

function useStaffPatch(account: StaffAccountDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPatchInput) => staffApi.update(account.id, body),
    onSuccess: (_answer, body) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      if (body.disabled === true) toastDone(`${account.name}'s account is disabled and signed out.`);
      else if (body.disabled === false) toastDone(`${account.name}'s account is enabled again.`);
      else if (body.role) toastDone(`${account.name} is now ${STAFF_ROLE_TITLES[body.role]}.`);
    },
    onError: (error) => toastFailed(error),
  });
}

function StaffRow({ account, self }: { account: StaffAccountDto; self: boolean }) {
  const patch = useStaffPatch(account);
  const [role, setRole] = useState<StaffRole>(account.role);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resettingPassword, setResettingPassword] = useState(false);
  const queryClient = useQueryClient();
  const resetPassword = useMutation({
    mutationFn: () => staffApi.resetPassword(account.id),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      toastDone(
        `${account.name} is signed out everywhere; a link to choose a new password went to ${account.email}.`,
      );
      setResettingPassword(false);
    },
    onError: (error) => toastFailed(error),
  });
  const resetMfa = useMutation({
    mutationFn: () => staffApi.resetMfa(account.id),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      toastDone(`${account.name}'s two-step sign-in is reset; they set it up again at their next sign-in.`);
      setResetting(false);
    },
    onError: (error) => toastFailed(error),
  });
  return (
    <tr>
      <td data-label="Name">
        {account.name}
        <span className={styles.sub}>{account.email}</span>
      </td>
      <td data-label="Role">
        {self ? (
          STAFF_ROLE_TITLES[account.role]
        ) : (
          <span className={styles.actions}>
            <label className="visually-hidden" htmlFor={`staff-role-${account.id}`}>
              Role of {account.name}
            </label>
            <select
              id={`staff-role-${account.id}`}
              className={styles.inlineSelect}
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {STAFF_ROLE_TITLES[value]}
                </option>
              ))}
            </select>
            {role !== account.role ? (
              <button
                type="button"
                className="btn btn-dark"
                disabled={patch.isPending}
                onClick={() => patch.mutate({ role })}
              >
                Change role
              </button>
            ) : null}
          </span>
        )}
      </td>
      <td data-label="Status">
        {account.disabled ? <Chip tone="bad">Disabled</Chip> : <Chip tone="good">Active</Chip>}{" "}
        {account.mfaEnabled ? <Chip tone="info">Two-step on</Chip> : null}
      </td>
      <td data-label="Last sign-in">
        {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : "Never"}
      </td>
      <td data-label="Actions">
        {self ? (
          <span className={styles.muted}>You</span>
        ) : (
          <span className={styles.actions} style={{ justifyContent: "flex-end" }}>
            {account.disabled ? null : (
              <button type="button" className="btn btn-outline" onClick={() => setResettingPassword(true)}>
                Reset password…
              </button>
            )}
            {account.mfaEnabled ? (
              <button type="button" className="btn btn-outline" onClick={() => setResetting(true)}>
                Reset two-step…
              </button>
            ) : null}
            <button
              type="button"
              className={account.disabled ? "btn btn-outline" : `btn ${styles.dangerOutline}`}
              onClick={() => (account.disabled ? patch.mutate({ disabled: false }) : setConfirming(true))}
              disabled={patch.isPending}
            >
              {account.disabled ? "Enable account" : "Disable…"}
            </button>
          </span>
        )}
        <ConfirmDialog
          open={resetting}
          title={`Reset ${account.name}'s two-step sign-in?`}
          confirmLabel="Reset two-step sign-in"
          danger
          busy={resetMfa.isPending}
          onClose={() => setResetting(false)}
          onConfirm={() => resetMfa.mutate()}
        >
          <p>
            For a lost phone: their authenticator app and recovery codes stop working, and they set up the
            second step again.
          </p>
        </ConfirmDialog>
        <ConfirmDialog
          open={resettingPassword}
          title={`Reset ${account.name}'s password?`}
          confirmLabel="Reset the password and sign them out"
          danger
          busy={resetPassword.isPending}
          onClose={() => setResettingPassword(false)}
          onConfirm={() => resetPassword.mutate()}
        >
          <p>
            Their current password stops working and they are signed out on every device at once. A link to
            choose a new password goes to {account.email}; it works once, for 24 hours.
          </p>
        </ConfirmDialog>
        <ConfirmDialog
          open={confirming}
          title={`Disable ${account.name}'s account?`}
          confirmLabel="Disable the account"
          danger
          busy={patch.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => patch.mutate({ disabled: true }, { onSuccess: () => setConfirming(false) })}
        >
          <p>They are signed out at once and cannot sign in until the account is enabled again.</p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}

function NewStaffForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<StaffCreateInput>({
    resolver: zodResolver(staffCreateBodySchema),
    defaultValues: { name: "", email: "", role: "dispatch", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  async function submit(values: StaffCreateInput) {
    try {
      await staffApi.create(values);
      queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      toastDone(
        `Account for ${values.name} created. Give them the first password in person: they choose their own at the first sign-in.`,
      );
      onDone();
    } catch (error) {
      showSaveError(form, error);
    }
  }
  return (
    <form
      className={styles.panel}
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-labelledby="new-staff"
    >
      <h2 id="new-staff" className={styles.sectionTitle}>
        New staff account
      </h2>
      <div className={styles.formGrid}>
        <Field id="staff-name" label="Name" error={errors.name?.message}>
          <input {...describedBy("staff-name", errors.name?.message)} {...form.register("name")} />
        </Field>
        <Field id="staff-email" label="Email" error={errors.email?.message}>
          <input
            type="email"
            {...describedBy("staff-email", errors.email?.message)}
            {...form.register("email")}
          />
        </Field>
        <Field id="staff-role" label="Role" error={errors.role?.message}>
          <select {...describedBy("staff-role", errors.role?.message)} {...form.register("role")}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {STAFF_ROLE_TITLES[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="staff-password" label="First password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...describedBy("staff-password", errors.password?.message)}
            {...form.register("password")}
          />
        </Field>
      </div>
      <div className={styles.actions} style={{ marginTop: 12 }}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          Create the account
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close the form
        </button>
      </div>
    </form>
  );
}
