import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";

/**
 * A setting of a saved campaign on its screen (the business name, the negative keywords): what it holds,
 * and an "Edit" button that opens its form in a dialog. `openAtFirst` opens it on arrival, where the export
 * check's link named it (issue 20).
 */
export function CampaignSettingCard(props: { title: string; openAtFirst: boolean; dialogClassName: string; summary: ReactNode; form: (onDone: () => void) => ReactNode }) {
  const { title, dialogClassName, summary, form } = props;
  const [editing, setEditing] = useState(props.openAtFirst);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="outline" onClick={() => setEditing(true)}>
          Edit {title.toLowerCase()}
        </Button>
      </div>
      {summary}
      <Dialog open={editing} onClose={() => setEditing(false)} title={`Edit ${title.toLowerCase()}`} className={dialogClassName}>
        {editing && form(() => setEditing(false))}
      </Dialog>
    </Card>
  );
}
