#pragma once

#include <QWidget>

class Document;
class FindingsModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
struct Finding;

// The Problems panel (docs/rules.md): the findings with severity icons, filtered by severity and
// text; activating one selects its object, Fix applies the rule's fix as one undoable edit, and
// Suppress accepts a finding on purpose, with a reason, as another. The Suppressed filter lists
// the accepted findings with their reasons; Unsuppress reports one again (undoable too).
class ProblemsPanel : public QWidget
{
    Q_OBJECT

public:
    ProblemsPanel(Document *document, FindingsModel *model, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QComboBox *severityFilter() const { return m_severity; }
    QLineEdit *textFilter() const { return m_text; }

    // The finding in the view's current row, or nullptr.
    const Finding *currentFinding() const;
    // Applies the current finding's fix; false with a message when there is none or it failed.
    bool fixCurrent(QString *error = nullptr);
    // Suppresses the current finding with `reason` (asked for when empty and interactive).
    bool suppressCurrent(const QString &reason);
    // Drops the project's suppression of the current (suppressed) finding.
    bool unsuppressCurrent();
    // Shows the suppressed findings (true) or the reported ones (false, all severities).
    void showSuppressed(bool suppressed);
    bool isShowingSuppressed() const;
    // The hint shown in place of an empty Suppressed list (how to suppress), "" while not shown.
    QString emptyHint() const;
    // Lists the errors only, the first one current.
    void showErrors();
    // Before File > Export: true to go on. With errors open it asks (ExportGuard); Show Problems
    // lists the errors here and brings the panel's dock forward.
    bool confirmExport();

signals:
    // The user activated a finding about this object.
    void objectActivated(const QString &objectPath);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    // The severity entries' texts, changed in place: the Suppressed count follows every lint
    // without clearing the combo box a user may be choosing in.
    void showSeverityEntries();
    void updateButtons();
    bool isCurrentSuppressed() const;
    void askAndSuppress();
    void applyFilterMode();
    void fitObjectColumn();
    void updateEmptyHint();
    void fitFixText();

    Document *m_document;
    FindingsModel *m_model;
    QSortFilterProxyModel *m_filter;
    QComboBox *m_severity;
    QLineEdit *m_text;
    QPushButton *m_fix;
    QPushButton *m_suppress;
    QPushButton *m_unsuppress;
    QTableView *m_view;
    QLabel *m_emptyHint;
    QLabel *m_fixText; // the current finding's fix, in words: read without a mouse
    // The current finding (rule, object) while the findings are replaced, found again after.
    QPair<QString, QString> m_keptCurrent;
    bool m_keptFocus = false;
    int m_keptRow = -1; // its row, for the finding after it when a fix made it go
};
