#include "ui/files/recoverydialog.h"

#include "translations/translator.h"
#include "ui/files/importdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

RecoveryDialog::RecoveryDialog(const QList<RecoveredDocument> &documents, QWidget *parent)
    : QDialog(parent)
    , m_documents(documents)
    , m_list(new QListWidget)
{
    setWindowTitle(tr("Recover Unsaved Work"));
    auto *intro = new QLabel(tr("HBase Schema Designer did not close normally. These documents "
                                "have changes that were not saved; the checked ones will open "
                                "with their changes restored."));
    intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("recoveryList"));
    for (const RecoveredDocument &d : documents) {
        const QString where =
            d.originalPath.isEmpty() ? tr("never saved") : QDir::toNativeSeparators(d.originalPath);
        auto *item = new QListWidgetItem(
            tr("%1 (%2), autosaved %3")
                .arg(d.untitledWord == u"imported" ? ImportDialog::importedName() : d.displayName,
                     where,
                     // In the interface's language, not the system's.
                     QLocale(Translations::currentLanguage())
                         .toString(d.savedAt.toLocalTime(), QLocale::ShortFormat)),
            m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    auto *buttons = new QDialogButtonBox;
    QPushButton *restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    QPushButton *discard =
        buttons->addButton(tr("&Discard All"), QDialogButtonBox::DestructiveRole);
    QPushButton *later = buttons->addButton(tr("&Not Now"), QDialogButtonBox::RejectRole);
    restore->setToolTip(tr("Open the checked documents with their changes; drop the others"));
    discard->setToolTip(tr("Delete every recovered change"));
    later->setToolTip(tr("Keep the recovery files and ask again at the next start"));
    connect(restore, &QPushButton::clicked, this, [this] {
        m_choice = Restore;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this] {
        m_choice = DiscardAll;
        accept();
    });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(640, 320);
}

QList<RecoveredDocument> RecoveryDialog::checked() const
{
    QList<RecoveredDocument> out;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            out.append(m_documents[i]);
    }
    return out;
}
