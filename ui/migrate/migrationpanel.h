#pragma once

#include "model/migrate/deployedversion.h"
#include "model/migrate/migrationscript.h"

#include <QWidget>

#include <functional>
#include <optional>

class ChangesModel;
class Document;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class ScriptPreview;

// The Migration tab (docs/designer.md#compare-with): the deployed version picked with File >
// Compare With... (a project file, describe output or a shell script), the changes from it to the
// design as a list with each change's risk, and the live alter script that makes them, with the
// dialect, offline and allow-data-loss options of `hbase-designer-cli migrate`. When the migration
// is refused, the tab shows why: the data-removing changes, or the plan for the tables no command
// can change. The compared version belongs to the document: a new or opened project clears it.
class MigrationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MigrationPanel(Document *document, QWidget *parent = nullptr);
    ~MigrationPanel() override;

    QAction *compareAction() const { return m_compareAction; }
    QAction *saveAction() const { return m_saveAction; }

    // Reads `path` as the deployed version; on failure the comparison stays as it was.
    bool compareWith(const QString &path, QString *error);
    bool compareWithDialog();
    void clearComparison();
    bool hasTarget() const { return m_target.has_value(); }
    QString targetPath() const { return m_target ? m_target->path : QString(); }

    // Asked before Save writes (error-level findings open); false stops it.
    void setSaveGuard(std::function<bool()> guard) { m_guard = std::move(guard); }
    // Writes the migration script as shown, atomically; false with the reason when there is none
    // to write or the file cannot be written.
    bool saveTo(const QString &path, QString *error);
    void saveWithDialog();

    // The migration as shown (computed now if an edit made it stale).
    const MigrationScript &result();
    ChangesModel *changes() const { return m_changes; }
    QTableView *changesView() const { return m_view; }
    ScriptPreview *preview() const { return m_preview; }
    QLabel *heading() const { return m_heading; }
    QLabel *verdict() const { return m_verdict; }
    QComboBox *dialectBox() const { return m_dialect; }
    QCheckBox *offlineBox() const { return m_offline; }
    QCheckBox *allowDataLossBox() const { return m_allowDataLoss; }
    QPushButton *clearButton() const { return m_clear; }
    // The message box's text when Compare With cannot read `path`: a heading line saying that
    // nothing was compared, then the reader's errors.
    static QString compareFailure(const QString &path, const QString &error);

signals:
    void statusMessage(const QString &message);
    // A version was picked: the window shows this tab.
    void compared();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitColumns();
    void retranslate();
    void sizeSplitOnce();
    void documentChanged();
    void refresh();
    void showResult();
    QString suggestedScriptName() const;
    MigrateOptions options(const QString &scriptName) const;

    Document *m_document;
    std::optional<DeployedVersion> m_target;
    MigrationScript m_result;
    bool m_stale = true;
    bool m_splitSized = false;
    QString m_savedName; // the file name the migration script was last saved under
    std::function<bool()> m_guard;

    QAction *m_compareAction;
    QAction *m_saveAction;
    QLabel *m_heading;
    QPushButton *m_compare;
    QPushButton *m_clear;
    QLabel *m_dialectLabel;
    QComboBox *m_dialect;
    QCheckBox *m_offline;
    QCheckBox *m_allowDataLoss;
    QPushButton *m_copy;
    QPushButton *m_save;
    ChangesModel *m_changes;
    QTableView *m_view;
    QSplitter *m_split = nullptr;
    QList<std::pair<QLabel *, QLabel *>> m_legend; // icon and name, by ChangeRisk
    QLabel *m_verdict;
    ScriptPreview *m_preview;
};
