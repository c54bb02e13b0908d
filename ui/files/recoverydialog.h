#pragma once

#include "model/io/recoverystore.h"

#include <QDialog>

class QListWidget;

// Shown at start when an earlier session did not close normally: each document it left, with
// its name, file and the time of its last autosave, checked for restoring.
class RecoveryDialog : public QDialog
{
    Q_OBJECT

public:
    enum Choice { Restore, DiscardAll, Later };

    RecoveryDialog(const QList<RecoveredDocument> &documents, QWidget *parent = nullptr);

    // The documents checked when the dialog closed with Restore.
    QList<RecoveredDocument> checked() const;
    Choice choice() const { return m_choice; }
    QListWidget *list() const { return m_list; }

private:
    QList<RecoveredDocument> m_documents;
    QListWidget *m_list;
    Choice m_choice = Later;
};
