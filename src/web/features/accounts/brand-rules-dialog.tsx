import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Account } from "../../../domain/contracts/index.ts";
import { type BrandRulesText, type BrandRulesTextField, brandRulesFromText, brandRulesToText, noBrandRules } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useBrandRules, useSaveBrandRules } from "./brand-rules-api.ts";

interface BrandRulesDialogProps {
  account: Account;
  onClose: () => void;
}

/**
 * An ad account's brand rules (issue 22): what every writer for this client follows, what the editor
 * warns about while the user types, and what exports name. One rule per line, so a list is pasted.
 */
export function BrandRulesDialog({ account, onClose }: BrandRulesDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Brand rules for ${account.name}`}
      description="Every ad written for this account follows them; the editor warns when an edit breaks one."
      className="max-w-2xl"
    >
      <BrandRulesLoader key={account.id} account={account} onClose={onClose} />
    </Dialog>
  );
}

function BrandRulesLoader({ account, onClose }: { account: Account; onClose: () => void }) {
  const rules = useBrandRules(account.id);
  if (rules.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Loading brand rules...
      </p>
    );
  }
  if (rules.isError) return <Alert tone="error">The brand rules could not be loaded: {rules.error.message}</Alert>;
  return <BrandRulesForm account={account} initial={brandRulesToText(rules.data ?? noBrandRules)} onClose={onClose} />;
}

function BrandRulesForm({ account, initial, onClose }: { account: Account; initial: BrandRulesText; onClose: () => void }) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BrandRulesTextField, string>>>({});
  const save = useSaveBrandRules(account.id);
  const field = <Key extends BrandRulesTextField>(key: Key) => ({
    value: text[key],
    onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = brandRulesFromText(text);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(read.rules);
      toast.success(`Brand rules saved for ${account.name}`);
      onClose();
    } catch (error) {
      toast.error("The brand rules could not be saved", { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
      <FormField label="Brand name, exactly as written" hint="Every other casing of it is corrected: iPhone, ALDI SÜD." error={errors.brandName}>
        <Input {...field("brandName")} maxLength={100} data-autofocus />
      </FormField>
      <FormField label="Form of address" hint="Sie or du, vous or tu, usted or tú, u or je." error={errors.address}>
        <Select value={text.address} onChange={(event) => setText((current) => ({ ...current, address: event.target.value as BrandRulesText["address"] }))}>
          <option value="">As the landing page does</option>
          <option value="formal">Formal (Sie, vous, usted, u)</option>
          <option value="informal">Informal (du, tu, tú, je)</option>
        </Select>
      </FormField>
      <FormField label="Banned words and phrases" hint="One per line; a reason after a colon. cheap: we are a premium brand" error={errors.bannedPhrases}>
        <Textarea {...field("bannedPhrases")} rows={4} />
      </FormField>
      <FormField
        label="Required phrases"
        hint="One per line, said somewhere in each ad; put headlines: or descriptions: first to say where. descriptions: Terms apply"
        error={errors.requiredPhrases}
      >
        <Textarea {...field("requiredPhrases")} rows={3} />
      </FormField>
      <FormField
        label="Claims the brand may make"
        hint="One per line. Given any, the ads make no other claim of being best, first, cheapest or guaranteed. Since 1921"
        error={errors.claims}
      >
        <Textarea {...field("claims")} rows={3} />
      </FormField>
      <FormField label="Preferred spellings" hint="One per line: the spelling to replace, an arrow, the preferred one. e-mail -> email" error={errors.spellings}>
        <Textarea {...field("spellings")} rows={3} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Brand Rules"}
        </Button>
      </DialogFooter>
    </form>
  );
}
